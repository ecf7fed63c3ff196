import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  KMS_MESSAGES,
  KMS_OPERATIONS,
  kmsApis,
  kmsCreateKey,
  kmsKeyStatus,
  kmsListKeys,
  kmsMetrics,
  kmsStatus,
  kmsVersion,
} from '@/contract/kms';
import { FEATURE } from '@/contract/session';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { mock } from '../../../../mocks/handlers/mock';
import { apiError } from '../../../../mocks/handlers/respond';
import { ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

/** MinIO's words for what its static key lacks, which the console passes on as the detail. */
const NOT_SUPPORTED =
  'We encountered an internal error, please try again. (requested functionality is not supported)';

/** The console server's answers over a MinIO whose KMS is the static key `site-key`. */
function staticKeyKms() {
  sessionGranting(['kms:*', 's3:*', 'admin:*'], [FEATURE.kms]);
  server.use(
    mock(kmsStatus, () => ({
      name: 'MinIO builtin',
      defaultKeyID: 'site-key',
      endpoints: [{ url: '127.0.0.1', status: 'online' }],
    })),
    mock(kmsVersion, () => ({ version: 'v1' })),
    mock(kmsMetrics, () => ({
      requestOK: 7,
      requestErr: 0,
      requestFail: 1,
      latencyHistogram: [
        { duration: 10_000_000, total: 6 },
        { duration: 1_000_000_000, total: 8 },
      ],
    })),
    mock(kmsApis, () => apiError(400, KMS_MESSAGES.unsupported(KMS_OPERATIONS.apis), NOT_SUPPORTED)),
    mock(kmsListKeys, () => ({
      results: [{ name: 'site-key', createdAt: '0001-01-01T00:00:00Z', createdBy: '' }],
    })),
    mock(kmsKeyStatus, ({ params }) => ({ keyID: params.name, encryptionErr: '', decryptionErr: '' })),
    mock(kmsCreateKey, () =>
      apiError(400, KMS_MESSAGES.unsupported(KMS_OPERATIONS.createKey), NOT_SUPPORTED),
    ),
  );
}

async function openKms() {
  const view = renderApp('/settings/kms', { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Key Management' });
  return view;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('KMS', () => {
  it('explains that no KMS is configured', async () => {
    await openKms();
    expect(screen.getByRole('heading', { name: 'No KMS is configured' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keys' })).not.toBeInTheDocument();
  });

  it('shows what the KMS is: its default key, endpoints and version', async () => {
    staticKeyKms();
    await openKms();
    const status = card('Status');
    expect(await within(status).findByText('MinIO builtin')).toBeInTheDocument();
    expect(within(status).getByText('site-key')).toBeInTheDocument();
    expect(await within(status).findByText('v1')).toBeInTheDocument();
    expect(within(status).getByRole('cell', { name: 'online' })).toBeInTheDocument();
  });

  it('lists the keys and checks one', async () => {
    staticKeyKms();
    const { user } = await openKms();
    const keys = card('Keys');
    await within(keys).findByRole('cell', { name: 'site-key' });
    await user.click(within(keys).getByRole('button', { name: 'Check key site-key' }));
    const check = await screen.findByRole('region', { name: 'Check of key site-key' });
    expect(await within(check).findByText('site-key encrypts')).toBeInTheDocument();
    expect(within(check).getByText('site-key decrypts')).toBeInTheDocument();
  });

  it('shows request counts and latencies', async () => {
    staticKeyKms();
    await openKms();
    const metrics = card('Metrics');
    expect(await within(metrics).findByText('7')).toBeInTheDocument();
    const latency = within(metrics).getByRole('table', { name: 'Latency' });
    expect(
      within(latency)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Answered withinRequests', '10 ms6', '1 s8']);
  });

  it("says which operations the KMS does not support, in MinIO's words", async () => {
    staticKeyKms();
    const { user } = await openKms();
    const apis = card('APIs');
    expect(await within(apis).findByRole('alert')).toHaveTextContent(
      KMS_MESSAGES.unsupported(KMS_OPERATIONS.apis),
    );
    expect(within(apis).getByText(NOT_SUPPORTED)).toBeInTheDocument();

    await user.click(within(card('Keys')).getByRole('button', { name: 'Create Key' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Key name'), 'new-key');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      KMS_MESSAGES.unsupported(KMS_OPERATIONS.createKey),
    );
    expect(within(dialog).getByText(NOT_SUPPORTED)).toBeInTheDocument();
  });

  it('refuses a key name the KMS could not take, before sending it', async () => {
    staticKeyKms();
    const { user } = await openKms();
    await user.click(await within(card('Keys')).findByRole('button', { name: 'Create Key' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Key name'), 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The key name has no spaces, slashes or asterisks')).toBeInTheDocument();
  });
});
