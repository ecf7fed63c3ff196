import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionCheck } from '@/contract/session';
import { TIER_MESSAGES } from '@/contract/tiers';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { allBuckets } from '../../../../mocks/buckets-model';
import { mock } from '../../../../mocks/handlers/mock';
import { buildSessionResponse, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';
import { findTier, MOCK_TIER_REMOTE, mockTierNames } from '../../../../mocks/tiers-model';

async function openTiers() {
  const view = renderApp('/settings/tiers', { as: ROOT_USER });
  await screen.findByRole('table', { name: 'Tiers' });
  return view;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });

describe('Tier list', () => {
  it('shows each tier with its place, reachability and usage, never a secret', async () => {
    await openTiers();

    const cells = within(rowOf('COLD-TIER'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 9)).toEqual([
      'MinIO',
      MOCK_TIER_REMOTE.endpoint,
      'cold-storage',
      'photos/',
      '-',
      'Reachable',
      '3.4 GiB',
      '1280',
      '1312',
    ]);
    expect(screen.queryByText(MOCK_TIER_REMOTE.secretKey)).not.toBeInTheDocument();
  });

  it('removes a tier once confirmed', async () => {
    const { user } = await openTiers();

    await user.click(screen.getByRole('button', { name: 'Remove tier ARCHIVE' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove tier ARCHIVE' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await within(screen.getByRole('table', { name: 'Tiers' })).findByText('COLD-TIER');
    expect(screen.queryByRole('row', { name: /^ARCHIVE / })).not.toBeInTheDocument();
    expect(mockTierNames()).toEqual(['COLD-TIER']);
  });

  it('refuses to remove a tier that lifecycle rules move objects to, naming their buckets', async () => {
    const { user } = await openTiers();

    await user.click(screen.getByRole('button', { name: 'Remove tier COLD-TIER' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove tier COLD-TIER' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      TIER_MESSAGES.usedByRules(['backups']),
    );
    expect(findTier('COLD-TIER')).toBeDefined();
  });

  it("without such rules, shows MinIO's refusal to remove a tier that holds objects", async () => {
    for (const bucket of allBuckets()) bucket.lifecycleRules = [];
    const { user } = await openTiers();

    await user.click(screen.getByRole('button', { name: 'Remove tier COLD-TIER' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove tier COLD-TIER' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TIER_MESSAGES.backendNotEmpty);
    expect(findTier('COLD-TIER')).toBeDefined();
  });

  it("rotates the credentials; MinIO's refusal is shown, and the refused ones leave the tier unreachable", async () => {
    const { user } = await openTiers();
    const rotate = async (secret: string) => {
      await user.click(screen.getByRole('button', { name: 'Rotate credentials of tier COLD-TIER' }));
      const dialog = screen.getByRole('dialog', { name: 'Rotate credentials of COLD-TIER' });
      await user.type(within(dialog).getByLabelText('Access key'), MOCK_TIER_REMOTE.accessKey);
      await user.type(within(dialog).getByLabelText('Secret key'), secret);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      return dialog;
    };

    const dialog = await rotate('not-the-secret');
    expect(await within(dialog).findByText(/The request signature we calculated/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(rowOf('COLD-TIER')).findByText('Unreachable')).toBeInTheDocument();

    await rotate(MOCK_TIER_REMOTE.secretKey);
    expect(await within(rowOf('COLD-TIER')).findByText('Reachable')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(findTier('COLD-TIER')?.secret).toBe(MOCK_TIER_REMOTE.secretKey);
  });

  it('offers no changes without admin:SetTier', async () => {
    sessionGranting(['admin:ListTier']);
    await openTiers();

    expect(screen.queryByRole('link', { name: 'Add Tier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove tier/ })).not.toBeInTheDocument();
  });
});

describe('Adding a tier', () => {
  it('leads from the kinds of tier to the form, and adds the tier with its name in capitals', async () => {
    const { user, pathname } = await openTiers();

    await user.click(screen.getByRole('link', { name: 'Add Tier' }));
    await user.click(await screen.findByRole('link', { name: /^MinIO/ }));
    await screen.findByRole('heading', { level: 1, name: 'Add MinIO Tier' });
    await user.type(screen.getByLabelText('Name'), 'warm');
    await user.type(screen.getByLabelText('Endpoint'), MOCK_TIER_REMOTE.endpoint);
    await user.type(screen.getByLabelText('Access key'), MOCK_TIER_REMOTE.accessKey);
    await user.type(screen.getByLabelText('Secret key'), MOCK_TIER_REMOTE.secretKey);
    await user.type(screen.getByLabelText('Bucket'), MOCK_TIER_REMOTE.buckets[0]);
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));

    await screen.findByRole('table', { name: 'Tiers' });
    expect(pathname()).toBe('/settings/tiers');
    expect(rowOf('WARM')).toBeInTheDocument();
  });

  it.each([
    ['Name', 'cold tier', 'The tier name has letters, digits, "-" and "_" only'],
    ['Name', 'standard', 'STANDARD is a reserved name'],
    ['Endpoint', 'replica.example.net', 'The endpoint is a URL, such as https://s3.example.net'],
    ['Endpoint', 'ftp://replica.example.net', 'The endpoint starts with http:// or https://'],
    ['Bucket', 'Not_A_Bucket', '"N" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
  ])('%s "%s" is refused: %s', async (label, value, message) => {
    const { user } = renderApp('/settings/tiers/add/s3', { as: ROOT_USER });
    const field = await screen.findByLabelText(label);

    await user.clear(field);
    await user.type(field, value);
    await user.tab();

    expect(field).toHaveAccessibleDescription(message);
  });

  it("shows MinIO's refusal of a bucket it cannot write to, and adds nothing", async () => {
    const { user } = renderApp('/settings/tiers/add/minio', { as: ROOT_USER });
    await user.type(await screen.findByLabelText('Name'), 'COLDER');
    await user.type(screen.getByLabelText('Endpoint'), MOCK_TIER_REMOTE.endpoint);
    await user.type(screen.getByLabelText('Access key'), MOCK_TIER_REMOTE.accessKey);
    await user.type(screen.getByLabelText('Secret key'), MOCK_TIER_REMOTE.secretKey);
    await user.type(screen.getByLabelText('Bucket'), 'no-such-bucket');
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^failed to perform PUT: Bucket not found: no-such-bucket$/i,
    );
    expect(mockTierNames()).not.toContain('COLDER');
  });

  it('on a server not in distributed mode says why, and leads back', async () => {
    server.use(
      mock(sessionCheck, ({ session }) => ({
        ...buildSessionResponse(session.user, session.session),
        distributedMode: false,
      })),
    );
    const { user, pathname } = renderApp('/settings/tiers/add/minio', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'Tiers are not available' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Tiers' }));
    await screen.findByRole('table', { name: 'Tiers' });
    expect(pathname()).toBe('/settings/tiers');
  });

  it('is closed to a session without admin:SetTier, whatever the mode', async () => {
    sessionGranting(['admin:ListTier']);
    const { pathname } = renderApp('/settings/tiers/add/minio', { as: ROOT_USER });

    await waitFor(() => expect(pathname()).not.toBe('/settings/tiers/add/minio'));
    expect(screen.queryByRole('heading', { name: 'Add MinIO Tier' })).not.toBeInTheDocument();
  });

  it('names a service that is no kind of tier', async () => {
    renderApp('/settings/tiers/add/dropbox', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'No such kind of tier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a kind of tier' })).toBeInTheDocument();
  });
});
