import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES } from '@/contract/bucket-settings';
import { renderApp } from '@/test/render-app';
import { findBucket } from '../../../../../mocks/buckets-model';
import { MINIO_SETTINGS_MESSAGES } from '../../../../../mocks/handlers/bucket-settings';
import { buildSessionResponse, currentSession, ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

const card = async (title: string) => within(await screen.findByRole('region', { name: title }));

async function openSummary(bucketName: string) {
  const view = renderApp(`/buckets/${bucketName}/admin/summary`, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: `Bucket ${bucketName}` });
  return view;
}

async function openDialog(view: Awaited<ReturnType<typeof openSummary>>, cardTitle: string, button: string) {
  await view.user.click(await (await card(cardTitle)).findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

/** Serves GET /session with these permissions instead of the user's own. */
function withPermissions(permissions: Record<string, string[]>) {
  server.use(
    http.get('*/api/v1/session', () => {
      const state = currentSession();
      if (state.kind !== 'ok') return undefined;
      return HttpResponse.json({ ...buildSessionResponse(state.user, state.session), permissions });
    }),
  );
}

describe('Summary tab', () => {
  it('shows every setting of the bucket, and its reported usage', async () => {
    await openSummary('backups');

    expect(await (await card('Access policy')).findByText('Private')).toBeInTheDocument();
    expect(await (await card('Quota')).findByText('2.0 TiB')).toBeInTheDocument();
    expect(await (await card('Versioning')).findByText('Enabled')).toBeInTheDocument();
    expect(await (await card('Object locking')).findByText('Compliance, 30 days')).toBeInTheDocument();
    expect(await (await card('Encryption')).findByText('Disabled')).toBeInTheDocument();
    expect((await card('Reported usage')).getByText('1,204')).toBeInTheDocument();
  });

  it('hides the cards the session may not read, and the buttons of those it may not change', async () => {
    withPermissions({ 'arn:aws:s3:::photos': ['s3:GetBucketVersioning', 's3:GetBucketTagging'] });
    await openSummary('photos');

    const versioning = await card('Versioning');
    expect(await versioning.findByText('Enabled')).toBeInTheDocument();
    expect(versioning.queryByRole('button')).not.toBeInTheDocument();
    expect((await card('Tags')).queryByRole('form', { name: 'Add tag' })).not.toBeInTheDocument();
    for (const hidden of ['Access policy', 'Encryption', 'Quota', 'Object locking']) {
      expect(screen.queryByRole('region', { name: hidden })).not.toBeInTheDocument();
    }
  });
});

describe('Access policy editor', () => {
  it.each([
    ['malformed JSON', '{"Statement": [', /^The policy is not valid JSON: /],
    ['JSON that is not an object', '[1, 2]', 'The policy must be a JSON object'],
    [
      'no statements',
      '{"Version": "2012-10-17", "Statement": []}',
      'The policy needs a "Statement" list with at least one statement',
    ],
    [
      'a statement without an effect',
      '{"Statement": [{"Action": "s3:GetObject", "Resource": "arn:aws:s3:::photos/*"}]}',
      'Statement 1: "Effect" must be "Allow" or "Deny"',
    ],
  ])('refuses %s before saving, keeps the text and saves nothing', async (_case, text, message) => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Access policy', 'Change access policy');

    await view.user.click(dialog.getByRole('radio', { name: /Custom/ }));
    const editor = dialog.getByRole('textbox', { name: 'Policy JSON' });
    await view.user.clear(editor);
    await view.user.click(editor);
    await view.user.paste(text);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(editor).toHaveAccessibleDescription(message);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveValue(text);
    expect(findBucket('photos')?.policy).toBe('');
  });

  it('saves a custom policy and shows the bucket as Custom', async () => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Access policy', 'Change access policy');

    await view.user.click(dialog.getByRole('radio', { name: /Custom/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await card('Access policy')).findByText('Custom')).toBeInTheDocument();
    expect(JSON.parse(findBucket('photos')?.policy ?? '').Statement[0].Action).toEqual(['s3:GetObject']);
  });

  it("shows MinIO's refusal in the dialog and keeps the text", async () => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Access policy', 'Change access policy');
    const otherBucket =
      '{"Statement":[{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::other/*"}]}';

    await view.user.click(dialog.getByRole('radio', { name: /Custom/ }));
    const editor = dialog.getByRole('textbox', { name: 'Policy JSON' });
    await view.user.clear(editor);
    await view.user.click(editor);
    await view.user.paste(otherBucket);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/bucket name does not match/i);
    expect(editor).toHaveValue(otherBucket);
  });

  it('makes the bucket public', async () => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Access policy', 'Change access policy');

    await view.user.click(dialog.getByRole('radio', { name: /Public/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await card('Access policy')).findByText('Public')).toBeInTheDocument();
  });
});

describe('Quota', () => {
  it.each([
    ['', 'GiB', 'Enter a quota size'],
    ['0', 'GiB', 'Enter a quota larger than 0'],
    ['-2', 'GiB', 'Enter a quota larger than 0'],
    ['ten', 'GiB', 'Enter a quota larger than 0'],
    ['10', 'GiB', 'The bucket already stores 37 GiB: the quota must be at least that'],
    ['36.9', 'GiB', 'The bucket already stores 37 GiB: the quota must be at least that'],
  ])('refuses a quota of "%s" %s with "%s", before asking the server', async (size, unit, message) => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Quota', 'Set quota');

    const field = dialog.getByRole('textbox', { name: 'Quota size' });
    await view.user.clear(field);
    if (size) await view.user.type(field, size);
    await view.user.selectOptions(dialog.getByRole('combobox', { name: 'Quota unit' }), unit);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(findBucket('photos')?.quota).toBe(0);
  });

  it('sets a quota in 1024-based units, then clears it', async () => {
    const view = await openSummary('photos');
    let dialog = await openDialog(view, 'Quota', 'Set quota');

    await view.user.clear(dialog.getByRole('textbox', { name: 'Quota size' }));
    await view.user.type(dialog.getByRole('textbox', { name: 'Quota size' }), '40');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: 'Quota unit' }), 'GiB');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await card('Quota')).findByText('40 GiB')).toBeInTheDocument();
    expect(findBucket('photos')?.quota).toBe(40 * 1024 ** 3);

    dialog = await openDialog(view, 'Quota', 'Set quota');
    expect(dialog.getByRole('textbox', { name: 'Quota size' })).toHaveValue('40');
    await view.user.click(
      dialog.getByRole('checkbox', { name: "Limit the bucket's size with a hard quota" }),
    );
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await card('Quota')).findByText('None')).toBeInTheDocument();
    expect(findBucket('photos')?.quota).toBe(0);
  });

  it("shows the server's refusal inline and keeps what was typed", async () => {
    server.use(
      http.put('*/api/v1/buckets/:name/quota', () =>
        HttpResponse.json({ code: 400, message: QUOTA_MESSAGES.belowUsage }, { status: 400 }),
      ),
    );
    const view = await openSummary('public-assets');
    const dialog = await openDialog(view, 'Quota', 'Set quota');
    await view.user.clear(dialog.getByRole('textbox', { name: 'Quota size' }));
    await view.user.type(dialog.getByRole('textbox', { name: 'Quota size' }), '600');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: 'Quota unit' }), 'MiB');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(QUOTA_MESSAGES.belowUsage);
    expect(dialog.getByRole('textbox', { name: 'Quota size' })).toHaveValue('600');
  });

  it('explains that quotas need distributed mode', async () => {
    server.use(
      http.get('*/api/v1/session', () => {
        const state = currentSession();
        if (state.kind !== 'ok') return undefined;
        return HttpResponse.json({
          ...buildSessionResponse(state.user, state.session),
          distributedMode: false,
        });
      }),
    );
    await openSummary('photos');

    const quota = await card('Quota');
    expect(quota.getByText(/need MinIO in distributed/)).toBeInTheDocument();
    expect(quota.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Tags', () => {
  const long = (length: number) => 'k'.repeat(length);

  it.each([
    ['', 'v', 'Enter a tag key'],
    [long(129), 'v', 'A tag key has at most 128 characters'],
    ['team', 'v', 'The bucket already has a tag "team"'],
    ['café', 'v', 'A tag key may only contain letters, digits, spaces and + - = . _ : / @'],
    ['owner', long(257), 'A tag value has at most 256 characters'],
    ['owner', 'a&b', 'A tag value may only contain letters, digits, spaces and + - = . _ : / @'],
  ])('refuses key "%s" with value "%s": %s', async (key, value, message) => {
    const view = await openSummary('photos');
    const tags = await card('Tags');

    if (key) await view.user.type(tags.getByRole('textbox', { name: 'Tag key' }), key);
    if (value) await view.user.click(tags.getByRole('textbox', { name: 'Tag value' }));
    if (value) await view.user.paste(value);
    await view.user.click(tags.getByRole('button', { name: 'Add tag' }));

    expect(tags.getByText(message)).toBeInTheDocument();
    expect(findBucket('photos')?.tags).toEqual({ team: 'media' });
  });

  it('refuses a 51st tag', async () => {
    const bucket = findBucket('photos');
    if (bucket)
      bucket.tags = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`tag${index}`, 'v']));
    const view = await openSummary('photos');
    const tags = await card('Tags');

    await view.user.type(tags.getByRole('textbox', { name: 'Tag key' }), 'one-more');
    await view.user.click(tags.getByRole('button', { name: 'Add tag' }));

    expect(tags.getByText('A bucket has at most 50 tags')).toBeInTheDocument();
  });

  it('adds a tag, and removes one after a confirmation', async () => {
    const view = await openSummary('photos');
    const tags = await card('Tags');

    await view.user.type(tags.getByRole('textbox', { name: 'Tag key' }), 'owner');
    await view.user.type(tags.getByRole('textbox', { name: 'Tag value' }), 'ops team');
    await view.user.click(tags.getByRole('button', { name: 'Add tag' }));
    expect(await tags.findByText('owner: ops team')).toBeInTheDocument();
    expect(tags.getByRole('textbox', { name: 'Tag key' })).toHaveValue('');

    await view.user.click(tags.getByRole('button', { name: 'Remove tag team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove tag' }));
    await view.user.click(dialog.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(tags.queryByText('team: media')).not.toBeInTheDocument());
    expect(findBucket('photos')?.tags).toEqual({ owner: 'ops team' });
  });
});

describe('Versioning', () => {
  it('suspends versioning, and enables it again with excluded prefixes', async () => {
    const view = await openSummary('photos');
    let dialog = await openDialog(view, 'Versioning', 'Change versioning');
    await view.user.click(dialog.getByRole('checkbox', { name: /versioning enabled/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await (await card('Versioning')).findByText('Suspended')).toBeInTheDocument();

    dialog = await openDialog(view, 'Versioning', 'Change versioning');
    await view.user.click(dialog.getByRole('checkbox', { name: /versioning enabled/ }));
    await view.user.type(dialog.getByRole('textbox', { name: 'Excluded prefixes' }), 'tmp/{Enter}cache/');
    await view.user.click(dialog.getByRole('checkbox', { name: /Exclude folders/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await card('Versioning')).findByText('tmp/, cache/')).toBeInTheDocument();
    expect(findBucket('photos')).toMatchObject({
      versioning: 'Enabled',
      excludedPrefixes: ['tmp/', 'cache/'],
      excludeFolders: true,
    });
  });

  it('refuses more than 10 excluded prefixes', async () => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Versioning', 'Change versioning');
    const field = dialog.getByRole('textbox', { name: 'Excluded prefixes' });

    await view.user.click(field);
    await view.user.paste(Array.from({ length: 11 }, (_, index) => `p${index}/`).join('\n'));

    expect(field).toHaveAccessibleDescription('At most 10 excluded prefixes');
  });

  it("hides exclusions on a locked bucket and shows MinIO's refusal to suspend it", async () => {
    const view = await openSummary('backups');
    const dialog = await openDialog(view, 'Versioning', 'Change versioning');

    expect(dialog.queryByRole('textbox', { name: 'Excluded prefixes' })).not.toBeInTheDocument();
    expect(dialog.getByText(/Object locking is on/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('checkbox', { name: /versioning enabled/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(MINIO_SETTINGS_MESSAGES.lockedVersioning);
    expect(findBucket('backups')?.versioning).toBe('Enabled');
  });
});

describe('Object locking and retention', () => {
  it('explains that locking is set at creation, and offers no retention without it', async () => {
    await openSummary('photos');

    const locking = await card('Object locking');
    expect(await locking.findByText('Disabled')).toBeInTheDocument();
    expect(
      locking.getByText('Object locking can only be turned on when a bucket is created.'),
    ).toBeInTheDocument();
    expect(locking.queryByRole('button')).not.toBeInTheDocument();
  });

  it('changes the default retention of a locked bucket', async () => {
    const view = await openSummary('backups');
    const dialog = await openDialog(view, 'Object locking', 'Set default retention');

    await view.user.click(dialog.getByRole('radio', { name: /Governance/ }));
    const validity = dialog.getByRole('textbox', { name: 'Retention validity' });
    await view.user.clear(validity);
    expect(validity).toHaveAccessibleDescription('Enter a whole number of at least 1');
    await view.user.type(validity, '2');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: 'Retention unit' }), 'years');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await card('Object locking')).findByText('Governance, 2 years')).toBeInTheDocument();
  });
});

describe('Encryption', () => {
  it("shows MinIO's refusal when it has no KMS, and offers SSE-KMS only with one", async () => {
    const view = await openSummary('photos');
    const dialog = await openDialog(view, 'Encryption', 'Change encryption');

    expect(dialog.queryByRole('radio', { name: /SSE-KMS/ })).not.toBeInTheDocument();
    await view.user.click(dialog.getByRole('radio', { name: /SSE-S3/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(MINIO_SETTINGS_MESSAGES.kmsNotConfigured);
    expect(dialog.getByRole('radio', { name: /SSE-S3/ })).toBeChecked();
  });
});
