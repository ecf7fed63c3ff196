import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_ACCESS_KEY_LENGTH, GENERATED_SECRET_KEY_LENGTH } from '@/contract/service-accounts';
import { ADMIN } from '@/lib/permissions/scopes';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import {
  accessKeyInfo,
  accessKeysOf,
  addAccessKey,
  MINIO_IAM_MESSAGES,
} from '../../../../../mocks/iam-model';
import { MOCK_MINIO_URL, READONLY_USER, ROOT_USER } from '../../../../../mocks/model';

const SEEDED_KEY = 'CIUPLOADER7K2M9QX4TB';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openAccount(as = ROOT_USER) {
  const view = renderApp('/identity/account', { as });
  await screen.findByRole('heading', { level: 1, name: 'Service Accounts' });
  return view;
}

const listedKeys = () =>
  within(screen.getByRole('table', { name: 'Access keys' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (accessKey: string) =>
  within(screen.getByRole('rowheader', { name: accessKey }).closest('tr') as HTMLElement);

/** What a Blob holds (jsdom's have no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function openCreate(as = ROOT_USER) {
  const view = await openAccount(as);
  await view.user.click(screen.getByRole('button', { name: 'Create access key' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Create access key' })) };
}

/** Replaces an editor's text (typing braces one key at a time means something else to user-event). */
async function replaceText(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('Create access key', () => {
  it('proposes keys generated in the browser, and new ones on request', async () => {
    const { user, dialog } = await openCreate();
    const accessKey = dialog.getByLabelText('Access key') as HTMLInputElement;
    const secretKey = dialog.getByLabelText('Secret key') as HTMLInputElement;
    expect(accessKey.value).toMatch(new RegExp(`^[A-Z0-9]{${GENERATED_ACCESS_KEY_LENGTH}}$`));
    expect(secretKey.value).toMatch(new RegExp(`^[A-Za-z0-9]{${GENERATED_SECRET_KEY_LENGTH}}$`));
    const first = [accessKey.value, secretKey.value];

    await user.click(dialog.getByRole('button', { name: 'Generate new keys' }));

    expect([accessKey.value, secretKey.value]).not.toEqual(first);
  });

  it('shows the secret once, to copy or to download for mc alias import', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:credentials';
    });
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog } = await openCreate();
    await replaceText(user, dialog.getByLabelText('Access key'), 'DEPLOYKEY0001');
    await replaceText(user, dialog.getByLabelText('Secret key'), 'deploy-secret-0001');
    await user.type(dialog.getByLabelText('Name'), 'Deploys');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByRole('note')).toHaveTextContent('it will not be shown again');
    expect(dialog.getByLabelText('Secret key')).toHaveValue('deploy-secret-0001');
    await user.click(dialog.getByRole('button', { name: 'Copy secret key' }));
    expect(await navigator.clipboard.readText()).toBe('deploy-secret-0001');
    await user.click(dialog.getByRole('button', { name: 'Download for mc alias import' }));
    expect(saved.mock.contexts[0]).toHaveProperty('download', 'DEPLOYKEY0001-credentials.json');
    expect(JSON.parse(await textOf(created[0] as Blob))).toEqual({
      url: MOCK_MINIO_URL,
      accessKey: 'DEPLOYKEY0001',
      secretKey: 'deploy-secret-0001',
      api: 's3v4',
      path: 'auto',
    });

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('DEPLOYKEY0001').getByText('Deploys')).toBeInTheDocument();
    expect(accessKeyInfo('DEPLOYKEY0001')).toMatchObject({ parent: 'minioadmin', name: 'Deploys' });
  });

  it("restricts the key with a policy that starts as the user's own", async () => {
    const { user, dialog } = await openCreate();
    await replaceText(user, dialog.getByLabelText('Access key'), 'READERKEY0001');
    await user.click(dialog.getByRole('checkbox', { name: 'Restrict with a policy' }));

    const editor = await dialog.findByLabelText('Restricting policy');
    expect(JSON.parse((editor as HTMLTextAreaElement).value).Statement).toContainEqual(
      expect.objectContaining({ Action: ['admin:*'] }),
    );
    const readOnly = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] }],
    };
    await replaceText(user, editor, JSON.stringify(readOnly));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(accessKeyInfo('READERKEY0001').policy).toEqual(readOnly);
  });

  it.each([
    ['an access key too short', 'Access key', 'ab', 'The access key has at least 3 characters'],
    ['a secret key too short', 'Secret key', 'short', 'The secret key has at least 8 characters'],
    ['a name not starting with a letter', 'Name', '1st key', 'The name starts with a letter'],
  ])('refuses %s before sending anything', async (_, field, typed, problem) => {
    const { user, dialog } = await openCreate();
    await replaceText(user, dialog.getByLabelText(field), typed);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(dialog.getByLabelText(field)).toHaveAccessibleDescription(problem);
    expect(accessKeysOf('minioadmin')).toHaveLength(1);
  });

  it('refuses an expiry in the past', async () => {
    const { user, dialog } = await openCreate();
    fireEvent.change(dialog.getByLabelText('Expiry'), { target: { value: '2020-01-01T10:00' } });
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(dialog.getByLabelText('Expiry')).toHaveAccessibleDescription('The expiry is in the future');
  });

  it('refuses a restricting policy with errors', async () => {
    const { user, dialog } = await openCreate();
    await user.click(dialog.getByRole('checkbox', { name: 'Restrict with a policy' }));
    await replaceText(user, await dialog.findByLabelText('Restricting policy'), '{"Version": ');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(dialog.getByText('Correct the errors in the policy first')).toBeInTheDocument();
    expect(accessKeysOf('minioadmin')).toHaveLength(1);
  });

  it("shows MinIO's refusal of an access key already taken, keeping the form", async () => {
    const { user, dialog } = await openCreate();
    await replaceText(user, dialog.getByLabelText('Access key'), SEEDED_KEY);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(MINIO_IAM_MESSAGES.accessKeyTaken);
    expect(dialog.getByLabelText('Access key')).toHaveValue(SEEDED_KEY);
  });
});

describe('Edit access key', () => {
  async function openEdit(accessKey = SEEDED_KEY) {
    const view = await openAccount();
    await view.user.click(await screen.findByRole('button', { name: `Edit access key ${accessKey}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit access key ${accessKey}` }));
    await dialog.findByLabelText('Name');
    return { ...view, dialog };
  }

  it('disables and renames the key', async () => {
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('switch', { name: 'Enabled' }));
    await replaceText(user, dialog.getByLabelText('Name'), 'Old uploads');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Access key ${SEEDED_KEY} saved`)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(SEEDED_KEY).getByText('Disabled')).toBeInTheDocument());
    expect(accessKeyInfo(SEEDED_KEY)).toMatchObject({ status: 'off', name: 'Old uploads' });
  });

  it("puts a restricted key back on its owner's policy", async () => {
    const { user, dialog } = await openEdit();
    const restrict = dialog.getByRole('checkbox', { name: 'Restrict with a policy' });
    expect(restrict).toBeChecked();
    expect((dialog.getByLabelText('Restricting policy') as HTMLTextAreaElement).value).toContain(
      'arn:aws:s3:::backups/*',
    );

    await user.click(restrict);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accessKeyInfo(SEEDED_KEY).policy).toBeUndefined();
  });

  it('moves an expiry but does not remove it', async () => {
    const { user, dialog } = await openEdit();
    fireEvent.change(dialog.getByLabelText('Expiry'), { target: { value: '' } });
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByLabelText('Expiry')).toHaveAccessibleDescription(
      'An expiry can be moved but not removed',
    );
    expect(accessKeyInfo(SEEDED_KEY).expiration).toBe('2030-01-01T00:00:00Z');
  });
});

describe('Delete access keys', () => {
  function addKeys(...accessKeys: string[]) {
    for (const accessKey of accessKeys) addAccessKey({ parent: 'minioadmin', accessKey });
  }

  it('deletes one key once confirmed, and keeps it on Cancel', async () => {
    const { user } = await openAccount();
    const deleteButton = await screen.findByRole('button', { name: `Delete access key ${SEEDED_KEY}` });

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(accessKeysOf('minioadmin')).toHaveLength(1);

    await user.click(deleteButton);
    const dialog = within(screen.getByRole('dialog', { name: `Delete access key ${SEEDED_KEY}?` }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No access keys yet')).toBeInTheDocument();
    expect(accessKeysOf('minioadmin')).toEqual([]);
  });

  it('deletes the selected keys together, saying how many are selected', async () => {
    addKeys('KEEPKEY00001', 'DROPKEY00001', 'DROPKEY00002');
    const { user } = await openAccount();
    await waitFor(() => expect(listedKeys()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();

    await user.type(screen.getByLabelText('Filter access keys'), 'DROP');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete 2 access keys?' }));
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DROPKEY00001',
      'DROPKEY00002',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      accessKeysOf('minioadmin')
        .map((key) => key.accessKey)
        .sort(),
    ).toEqual(['CIUPLOADER7K2M9QX4TB', 'KEEPKEY00001']);
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  });
});

describe('What the session may do with its own keys', () => {
  it('creates and deletes them, but edits them only with admin:UpdateServiceAccount', async () => {
    addAccessKey({ parent: 'readonly', accessKey: 'READONLYKEY0001' });
    await openAccount(READONLY_USER);

    expect(
      await screen.findByRole('button', { name: 'Delete access key READONLYKEY0001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create access key' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit access key READONLYKEY0001' })).not.toBeInTheDocument();
  });

  it('edits them with admin:UpdateServiceAccount', async () => {
    sessionGranting([ADMIN.UpdateServiceAccount]);
    await openAccount();

    expect(await screen.findByRole('button', { name: `Edit access key ${SEEDED_KEY}` })).toBeInTheDocument();
  });
});

describe("Another user's access keys", () => {
  async function openUserKeys(name: string) {
    const view = renderApp(`/identity/users/${name}`, { as: ROOT_USER });
    await view.user.click(await screen.findByRole('tab', { name: 'Access Keys' }));
    await screen.findByRole('table', { name: 'Access keys' });
    return view;
  }

  it("lists the user's keys and creates one for that user", async () => {
    const { user } = await openUserKeys('alice');
    expect(listedKeys()).toEqual(['ALICELAPTOP4R8D2HZ1V']);

    await user.click(screen.getByRole('button', { name: 'Create access key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create access key' }));
    await replaceText(user, dialog.getByLabelText('Access key'), 'ALICEPHONE0001');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await user.click(await dialog.findByRole('button', { name: 'Done' }));

    await waitFor(() => expect(listedKeys()).toEqual(['ALICELAPTOP4R8D2HZ1V', 'ALICEPHONE0001']));
    expect(accessKeyInfo('ALICEPHONE0001').parent).toBe('alice');
  });

  it("starts a restriction from the user's own policies", async () => {
    const { user } = await openUserKeys('alice');
    await user.click(screen.getByRole('button', { name: 'Create access key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create access key' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Restrict with a policy' }));

    const editor = (await dialog.findByLabelText('Restricting policy')) as HTMLTextAreaElement;
    expect(editor.value).toContain('arn:aws:s3:::photos/*');
  });

  it('offers no change to a session that may only list them', async () => {
    sessionGranting([ADMIN.GetUser, ADMIN.ListUsers, ADMIN.ListServiceAccounts]);
    await openUserKeys('alice');

    expect(screen.queryByRole('button', { name: 'Create access key' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /access key ALICELAPTOP4R8D2HZ1V$/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
