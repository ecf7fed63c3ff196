import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachLdapPolicy,
  detachLdapPolicy,
  getLdapEntities,
  type LdapEntities,
  type LdapPolicyChange,
} from '@/contract/ldap';
import { renderApp } from '@/test/render-app';
import { ldapSession } from '@/test/session-granting';
import { mock } from '../../../../mocks/handlers/mock';
import { ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

const EDITORS = 'cn=editors,ou=groups,dc=example,dc=org';
const ALICE = 'uid=alice,ou=people,dc=example,dc=org';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized lists render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

/** The console server over a MinIO with a directory, its mappings kept here by policy, as MinIO reports them. */
function directoryWith(mappings: Record<string, { users?: string[]; groups?: string[] }>) {
  const changes: { operation: string; change: LdapPolicyChange }[] = [];
  /** Records the change and applies `update` to the DNs of each policy it names. */
  const changing =
    (operation: string, update: (dns: string[], dn: string) => string[]) =>
    ({ body }: { body: LdapPolicyChange }) => {
      changes.push({ operation, change: body });
      const holders = body.entityType === 'user' ? 'users' : 'groups';
      for (const policy of body.policies) {
        mappings[policy] ??= {};
        const mapping = mappings[policy];
        mapping[holders] = update(mapping[holders] ?? [], body.entityName);
      }
    };
  server.use(
    mock(
      getLdapEntities,
      (): LdapEntities => ({
        timestamp: '2030-01-01T00:00:00Z',
        policies: Object.entries(mappings).map(([policy, { users = [], groups = [] }]) => ({
          policy,
          users,
          groups,
        })),
      }),
    ),
    mock(
      attachLdapPolicy,
      changing('attach', (dns, dn) => [...dns, dn]),
    ),
    mock(
      detachLdapPolicy,
      changing('detach', (dns, dn) => dns.filter((each) => each !== dn)),
    ),
  );
  return changes;
}

async function openDirectory() {
  const view = renderApp('/identity/directory', { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Directory' });
  return view;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Policy mappings' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Directory', () => {
  it('says so when MinIO has no directory', async () => {
    await openDirectory();
    expect(
      await screen.findByRole('heading', { name: 'LDAP is not enabled on this MinIO' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach policies' })).not.toBeInTheDocument();
  });

  it('lists which policies map to which groups and users, groups first, and filters them', async () => {
    directoryWith({
      readwrite: { groups: [EDITORS] },
      diagnostics: { users: [ALICE] },
      readonly: { groups: [EDITORS] },
    });
    const { user } = await openDirectory();

    expect(await screen.findByRole('table', { name: 'Policy mappings' })).toBeInTheDocument();
    expect(rows()).toEqual([
      [EDITORS, 'Group', expect.stringMatching(/^readonly.*readwrite/)],
      [ALICE, 'User', expect.stringMatching(/^diagnostics/)],
    ]);

    await user.type(screen.getByLabelText('Filter mapped users and groups'), 'diagnost');
    expect(rows()).toEqual([[ALICE, 'User', expect.any(String)]]);
    expect(screen.getByText('1 of 2 mapped users and groups')).toBeInTheDocument();
  });

  it('offers attaching when nothing is mapped yet', async () => {
    directoryWith({});
    await openDirectory();
    expect(
      await screen.findByRole('heading', { name: 'No mapped users and groups yet' }),
    ).toBeInTheDocument();
  });

  it('attaches policies to a group DN, checking the DN first', async () => {
    const changes = directoryWith({});
    const { user } = await openDirectory();

    const [headerButton] = await screen.findAllByRole('button', { name: 'Attach policies' });
    await user.click(headerButton as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Attach policies' });
    await user.type(within(dialog).getByLabelText('DN'), 'editors');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'readwrite' }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(within(dialog).getByText(/Enter a DN such as/)).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(within(dialog).getByLabelText('DN'));
    await user.type(within(dialog).getByLabelText('DN'), EDITORS);
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));

    expect(await screen.findByRole('table', { name: 'Policy mappings' })).toBeInTheDocument();
    expect(changes).toEqual([
      { operation: 'attach', change: { policies: ['readwrite'], entityType: 'group', entityName: EDITORS } },
    ]);
    expect(rows()).toEqual([[EDITORS, 'Group', expect.stringMatching(/^readwrite/)]]);
  });

  it('detaches a policy only once confirmed', async () => {
    const changes = directoryWith({ readwrite: { groups: [EDITORS] }, readonly: { groups: [EDITORS] } });
    const { user } = await openDirectory();

    await user.click(await screen.findByRole('button', { name: `Detach readwrite from ${EDITORS}` }));
    const dialog = screen.getByRole('dialog', { name: 'Detach readwrite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Detach readwrite from ${EDITORS}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Detach readwrite?' })).getByRole('button', {
        name: 'Detach',
      }),
    );

    await screen.findByText(`readwrite detached from ${EDITORS}`);
    expect(changes).toEqual([
      { operation: 'detach', change: { policies: ['readwrite'], entityType: 'group', entityName: EDITORS } },
    ]);
    expect(rows()).toEqual([[EDITORS, 'Group', expect.stringMatching(/^readonly/)]]);
  });
});

describe('Directory in the menu', () => {
  it('is offered to a directory session, which has no Users or Groups', async () => {
    ldapSession();
    renderApp('/buckets', { as: ROOT_USER });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Directory' })).toHaveAttribute(
      'href',
      '/identity/directory',
    );
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument();
  });
});
