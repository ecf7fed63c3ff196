import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findBucket } from '../../../../../mocks/buckets-model';
import { MOCK_MAX_SHARE_SECONDS } from '../../../../../mocks/handlers/object-details';
import { server } from '../../../../../mocks/node';
import {
  type MockObjectVersion,
  mockVersion,
  putVersion,
  versionsOf,
} from '../../../../../mocks/objects-model';
import { ObjectDetailsPanel } from './ObjectDetailsPanel';
import { panel, renderStandalone, sessionReports } from './test-harness';

const text = (content: string) => new TextEncoder().encode(content);
const decoded = (version: MockObjectVersion | undefined) =>
  new TextDecoder().decode(version?.body ?? undefined);

function openPanel(bucketName: string, objectKey: string, options: { versionId?: string } = {}) {
  const onClose = vi.fn();
  const view = renderStandalone(() => (
    <ObjectDetailsPanel
      bucketName={bucketName}
      objectKey={objectKey}
      versionId={options.versionId}
      onClose={onClose}
    />
  ));
  return { ...view, onClose };
}

async function openTab(view: ReturnType<typeof openPanel>, name: string | RegExp) {
  await view.user.click(await within(await panel()).findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel'));
}

/** An object of the locked bucket "backups", for the locking tests. */
function lockedObject(overrides: Partial<MockObjectVersion> = {}) {
  const version = mockVersion(text('ledger'), { contentType: 'text/csv', ...overrides });
  putVersion('backups', 'ledger.csv', version);
  return version;
}

/** Permissions of a user who may only look: list, read and read the settings of every bucket. */
const LOOK_ONLY = [
  's3:ListBucket',
  's3:ListBucketVersions',
  's3:GetObject',
  's3:GetBucketObjectLockConfiguration',
];

describe('the object details panel', () => {
  it('is a labelled side panel that takes the focus, and closes with its button or Escape', async () => {
    const view = openPanel('photos', 'docs/notes.txt');

    const aside = await panel();
    const heading = within(aside).getByRole('heading', { name: 'notes.txt' });
    expect(aside).toHaveAccessibleName('notes.txt');
    await waitFor(() => expect(heading).toHaveFocus());

    await view.user.keyboard('{Escape}');
    await view.user.click(within(aside).getByRole('button', { name: 'Close details' }));
    expect(view.onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Escape in a dialog opened from it to the dialog', async () => {
    const view = openPanel('photos', 'docs/data.json');

    await view.user.click(await within(await panel()).findByRole('button', { name: 'Delete object' }));
    await screen.findByRole('dialog');
    await view.user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('shows the latest version: size, dates, ETag, version, and its system and user metadata', async () => {
    putVersion(
      'photos',
      'docs/report.pdf',
      mockVersion(text('x'.repeat(2048)), {
        contentType: 'application/pdf',
        userMetadata: { owner: 'alice' },
      }),
    );
    openPanel('photos', 'docs/report.pdf');

    const details = within(await screen.findByRole('tabpanel'));
    expect(details.getByText('2.0 KiB (2,048 bytes)')).toBeInTheDocument();
    expect(
      details.getByText(versionsOf('photos', 'docs/report.pdf')[0]?.versionId ?? ''),
    ).toBeInTheDocument();
    const system = await details.findByRole('table', { name: 'System metadata' });
    expect(within(system).getByRole('row', { name: 'Content-Type application/pdf' })).toBeInTheDocument();
    const user = details.getByRole('table', { name: 'User metadata' });
    expect(within(user).getByRole('row', { name: 'Owner alice' })).toBeInTheDocument();
  });

  it('shows the latest version to a user who may not list versions', async () => {
    server.use(
      http.get('*/api/v1/buckets/:bucket/objects', ({ request }) =>
        new URL(request.url).searchParams.has('with_versions')
          ? HttpResponse.json({ code: 403, message: 'Access Denied.' }, { status: 403 })
          : undefined,
      ),
    );
    openPanel('photos', 'docs/notes.txt');

    const details = within(await screen.findByRole('tabpanel'));
    expect(await details.findByText('43 B (43 bytes)')).toBeInTheDocument();
    expect(within(await panel()).queryByRole('tab', { name: /^Versions/ })).not.toBeInTheDocument();
  });

  it('says so when the object no longer exists', async () => {
    openPanel('photos', 'docs/never-there.txt');
    const details = within(await panel());
    expect(await details.findByRole('heading', { name: 'Object not found' })).toBeInTheDocument();
    expect(await details.findByRole('link', { name: 'Back to photos/docs/' })).toBeInTheDocument();
  });
});

describe('what a session may do', () => {
  it('shows a look-only session no control that changes the object', async () => {
    sessionReports({ 'console-ui': LOOK_ONLY, 'arn:aws:s3:::*': LOOK_ONLY });
    lockedObject({ legalHold: 'ON', tags: { team: 'finance' } });
    const view = openPanel('backups', 'ledger.csv');

    const aside = within(await panel());
    expect(await aside.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(aside.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    const tags = await openTab(view, 'Tags');
    expect(tags.getByText('team: finance')).toBeInTheDocument();
    expect(tags.queryByRole('textbox')).not.toBeInTheDocument();
    const locking = await openTab(view, 'Locking');
    expect(locking.queryByRole('switch')).not.toBeInTheDocument();
    expect(locking.queryByRole('form', { name: 'Set retention' })).not.toBeInTheDocument();
    expect(locking.getByText(/^On\./)).toBeInTheDocument();
  });

  it.each([
    ['s3:PutObjectRetention', false],
    ['s3:BypassGovernanceRetention', true],
  ])('with %s, offers the governance bypass: %s', async (extra, offered) => {
    const granted = [...LOOK_ONLY, 's3:PutObjectRetention', extra];
    sessionReports({ 'console-ui': granted, 'arn:aws:s3:::*': granted });
    lockedObject();
    const view = openPanel('backups', 'ledger.csv');

    const locking = await openTab(view, 'Locking');
    expect(locking.getByRole('form', { name: 'Set retention' })).toBeInTheDocument();
    expect(!!locking.queryByRole('checkbox', { name: /Bypass governance/ })).toBe(offered);
  });

  it('shows a versions list without restore or delete to a look-only session', async () => {
    sessionReports({ 'console-ui': LOOK_ONLY, 'arn:aws:s3:::*': LOOK_ONLY });
    const view = openPanel('photos', 'docs/notes.txt');

    const versions = await openTab(view, 'Versions (3)');
    expect(versions.getAllByRole('listitem')).toHaveLength(3);
    expect(versions.queryByRole('button', { name: /Restore|Delete/ })).not.toBeInTheDocument();
  });
});

describe('tags', () => {
  it.each([
    ['an empty key', '', 'x', 'Enter a tag key'],
    ['a key with a character S3 refuses', 'a*b', 'x', /^A tag key may only contain/],
    ['a key used twice', 'team', 'x', 'The object already has a tag "team"'],
    ['a key over 128 characters', 'k'.repeat(129), 'x', 'A tag key has at most 128 characters'],
    ['a value over 256 characters', 'note', 'v'.repeat(257), 'A tag value has at most 256 characters'],
  ])(
    'refuses %s next to the field, keeps the input and saves nothing',
    async (_case, key, value, message) => {
      putVersion('photos', 'docs/tagged.txt', mockVersion(text('t'), { tags: { team: 'media' } }));
      const view = openPanel('photos', 'docs/tagged.txt');
      const tags = await openTab(view, 'Tags');

      await view.user.click(tags.getByRole('button', { name: 'Add tag' }));
      const added = within(tags.getByRole('group', { name: 'Tag 2' }));
      if (key) await view.user.type(added.getByRole('textbox', { name: 'Key' }), key);
      if (value) await view.user.type(added.getByRole('textbox', { name: 'Value' }), value);
      await view.user.click(tags.getByRole('button', { name: 'Save tags' }));

      const field = added.getByRole('textbox', { name: value.length > 256 ? 'Value' : 'Key' });
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(added.getByRole('textbox', { name: 'Key' })).toHaveValue(key);
      expect(versionsOf('photos', 'docs/tagged.txt')[0]?.tags).toEqual({ team: 'media' });
    },
  );

  it('allows ten tags at most', async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`k${index}`, 'v']));
    putVersion('photos', 'docs/tagged.txt', mockVersion(text('t'), { tags: ten }));
    const view = openPanel('photos', 'docs/tagged.txt');

    const tags = await openTab(view, 'Tags');
    expect(tags.getByRole('button', { name: 'Add tag' })).toBeDisabled();
  });

  it('replaces the tag set of the shown version', async () => {
    putVersion('photos', 'docs/tagged.txt', mockVersion(text('t'), { tags: { team: 'media', old: 'yes' } }));
    const view = openPanel('photos', 'docs/tagged.txt');
    const tags = await openTab(view, 'Tags');

    await view.user.click(tags.getByRole('button', { name: 'Remove tag 1' }));
    await view.user.click(tags.getByRole('button', { name: 'Add tag' }));
    const added = within(tags.getByRole('group', { name: 'Tag 2' }));
    await view.user.type(added.getByRole('textbox', { name: 'Key' }), 'env');
    await view.user.type(added.getByRole('textbox', { name: 'Value' }), 'prod');
    await view.user.click(tags.getByRole('button', { name: 'Save tags' }));

    await waitFor(() =>
      expect(versionsOf('photos', 'docs/tagged.txt')[0]?.tags).toEqual({ team: 'media', env: 'prod' }),
    );
  });
});

describe('legal hold and retention', () => {
  it('turns the legal hold on', async () => {
    const version = lockedObject();
    const view = openPanel('backups', 'ledger.csv');

    const locking = await openTab(view, 'Locking');
    await view.user.click(locking.getByRole('switch', { name: 'Legal hold' }));

    await waitFor(() => expect(version.legalHold).toBe('ON'));
    await waitFor(() => expect(locking.getByRole('switch', { name: 'Legal hold' })).toBeChecked());
  });

  it('sets a governance retention until a date', async () => {
    const version = lockedObject();
    const view = openPanel('backups', 'ledger.csv');
    const locking = await openTab(view, 'Locking');

    await view.user.type(locking.getByLabelText('Retain until'), '2099-06-30T12:00');
    await view.user.click(locking.getByRole('button', { name: 'Set retention' }));

    await waitFor(() => expect(version.retention?.mode).toBe('GOVERNANCE'));
    expect(new Date(version.retention?.retainUntil ?? '').getTime()).toBe(
      new Date('2099-06-30T12:00').getTime(),
    );
  });

  it('refuses to shorten a compliance retention before asking MinIO', async () => {
    const until = '2099-06-30T12:00:00.000Z';
    const version = lockedObject({ retention: { mode: 'COMPLIANCE', retainUntil: until } });
    const view = openPanel('backups', 'ledger.csv');
    const locking = await openTab(view, 'Locking');

    const field = locking.getByLabelText('Retain until');
    await view.user.clear(field);
    await view.user.type(field, '2098-01-01T00:00');
    await view.user.click(locking.getByRole('button', { name: 'Set retention' }));

    expect(field).toHaveAccessibleDescription(/^A compliance retention can only be extended/);
    expect(version.retention?.retainUntil).toBe(until);
  });

  it("shows MinIO's refusal and keeps the form as it was", async () => {
    lockedObject();
    server.use(
      http.put('*/api/v1/buckets/:bucket/objects/retention', () =>
        HttpResponse.json(
          { code: 400, message: 'Object is WORM protected and cannot be overwritten' },
          { status: 400 },
        ),
      ),
    );
    const view = openPanel('backups', 'ledger.csv');
    const locking = await openTab(view, 'Locking');

    await view.user.type(locking.getByLabelText('Retain until'), '2099-06-30T12:00');
    await view.user.click(locking.getByRole('button', { name: 'Set retention' }));

    expect(await locking.findByRole('alert')).toHaveTextContent(
      'Object is WORM protected and cannot be overwritten',
    );
    expect(locking.getByLabelText('Retain until')).toHaveValue('2099-06-30T12:00');
  });

  it('lifts a governance retention with the bypass', async () => {
    const version = lockedObject({
      retention: { mode: 'GOVERNANCE', retainUntil: '2099-01-01T00:00:00.000Z' },
    });
    const view = openPanel('backups', 'ledger.csv');
    const locking = await openTab(view, 'Locking');

    await view.user.click(locking.getByRole('button', { name: 'Clear retention' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear retention' }),
    );

    await waitFor(() => expect(version.retention).toBeNull());
  });
});

describe('versions', () => {
  it('restores an older version as the latest', async () => {
    const view = openPanel('photos', 'docs/notes.txt');
    const oldest = versionsOf('photos', 'docs/notes.txt')[2];

    const versions = await openTab(view, 'Versions (3)');
    await view.user.click(versions.getByRole('button', { name: `Restore version ${oldest?.versionId}` }));

    await waitFor(() => expect(versionsOf('photos', 'docs/notes.txt')).toHaveLength(4));
    expect(decoded(versionsOf('photos', 'docs/notes.txt')[0])).toBe('First notes.\n');
    expect(await within(await panel()).findByRole('tab', { name: 'Versions (4)' })).toBeInTheDocument();
  });

  it('deletes one version for good', async () => {
    const view = openPanel('photos', 'docs/notes.txt');
    const middle = versionsOf('photos', 'docs/notes.txt')[1];

    const versions = await openTab(view, 'Versions (3)');
    await view.user.click(versions.getByRole('button', { name: `Delete version ${middle?.versionId}` }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(versionsOf('photos', 'docs/notes.txt')).toHaveLength(2));
    expect(versionsOf('photos', 'docs/notes.txt')).not.toContain(middle);
  });

  it('deletes every non-current version, keeping the latest', async () => {
    const latest = versionsOf('photos', 'docs/notes.txt')[0];
    const view = openPanel('photos', 'docs/notes.txt');

    const versions = await openTab(view, 'Versions (3)');
    await view.user.click(versions.getByRole('button', { name: 'Delete non-current versions' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(versionsOf('photos', 'docs/notes.txt')).toEqual([latest]));
  });

  it('shows an older version on demand', async () => {
    const view = openPanel('photos', 'docs/notes.txt');
    const oldest = versionsOf('photos', 'docs/notes.txt')[2];

    const versions = await openTab(view, 'Versions (3)');
    await view.user.click(versions.getByRole('button', { name: `Show version ${oldest?.versionId}` }));

    expect(within(await panel()).getByText(/^Showing the version of/)).toBeInTheDocument();
  });
});

describe('preview', () => {
  const MiB = 1024 * 1024;

  it.each<[string, string, number, string]>([
    ['a PNG image', 'image/png', 1000, 'img'],
    ['a PDF', 'application/pdf', 1000, 'iframe'],
    ['an MP3', 'audio/mpeg', 1000, 'audio'],
    ['an MP4 video', 'video/mp4', 1000, 'video'],
  ])('shows %s in an <%s> streamed by the browser', async (_case, contentType, size, element) => {
    putVersion('photos', 'docs/file', mockVersion(text('content'), { contentType, size }));
    const view = openPanel('photos', 'docs/file');

    await openTab(view, 'Preview');
    const tabPanel = await screen.findByRole('tabpanel');
    const shown = await waitFor(() => {
      const found = tabPanel.querySelector(element);
      if (!found) throw new Error(`no <${element}> yet`);
      return found;
    });
    expect(shown).toHaveAccessibleName('Preview of file');
    expect(shown).toHaveAttribute('src', expect.stringContaining('preview=true'));
  });

  it.each<[string, string, number, string | RegExp]>([
    ['a video over 100 MiB', 'video/mp4', 100 * MiB + 1, /too large to preview here \(over 100 MiB\)/],
    ['a text over 5 MiB', 'text/plain', 5 * MiB + 1, /too large to preview here \(over 5.0 MiB\)/],
    ['a ZIP archive', 'application/zip', 1000, 'There is no preview for this type of object.'],
  ])('does not show %s, and offers to download it', async (_case, contentType, size, message) => {
    putVersion('photos', 'docs/file', mockVersion(text('content'), { contentType, size }));
    const view = openPanel('photos', 'docs/file');

    const preview = await openTab(view, 'Preview');
    expect(await preview.findByText(message)).toBeInTheDocument();
    expect(preview.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(preview.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['text', 'text/plain', 'line one\nline two', 'line one\nline two'],
    ['JSON, indented', 'application/json', '{"a":[1,2]}', '{\n  "a": [\n    1,\n    2\n  ]\n}'],
    ['HTML, as text', 'text/html', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
  ])('shows %s in the page', async (_case, contentType, content, shown) => {
    putVersion('photos', 'docs/file', mockVersion(text(content), { contentType }));
    server.use(
      http.get('*/api/v1/buckets/:bucket/objects/download', ({ request }) => {
        const url = new URL(request.url);
        const version = versionsOf('photos', url.searchParams.get('prefix') ?? '')[0];
        return new HttpResponse(version?.body, { headers: { 'content-type': contentType } });
      }),
    );
    const view = openPanel('photos', 'docs/file');

    const preview = await openTab(view, 'Preview');
    const figure = await preview.findByRole('figure', { name: 'Preview of file' });
    expect(figure.querySelector('pre')?.textContent).toBe(shown);
    expect(figure.querySelector('img')).toBeNull();
  });
});

describe('share links', () => {
  it('creates a link for the shown version, lasting at most the session, that opens without a session', async () => {
    const view = openPanel('photos', 'docs/data.json');
    const share = await openTab(view, 'Share');

    const hours = await share.findByRole('textbox', { name: 'Hours' });
    expect(hours).toHaveValue(String(MOCK_MAX_SHARE_SECONDS / 3600));
    await view.user.clear(hours);
    await view.user.type(hours, '13');
    expect(share.getByRole('alert')).toHaveTextContent(
      'A link cannot outlive your session: choose a shorter time',
    );
    await view.user.clear(hours);
    await view.user.type(hours, '2');
    await view.user.click(share.getByRole('button', { name: 'Create link' }));

    const link = (await share.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toMatch(/\/api\/v1\/download-shared-object\/[A-Za-z0-9_-]+$/);
    await view.user.click(share.getByRole('button', { name: 'Copy share link' }));
    expect(await navigator.clipboard.readText()).toBe(link.value);
    const response = await fetch(link.value, { credentials: 'omit' });
    expect(await response.text()).toBe('{"albums": 3, "photos": 5}\n');
  });
});

describe('deleting', () => {
  it('hides the object behind a delete marker, and closes', async () => {
    const view = openPanel('photos', 'docs/data.json');

    await view.user.click(await within(await panel()).findByRole('button', { name: 'Delete object' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    const [latest, previous] = versionsOf('photos', 'docs/data.json');
    expect(latest?.isDeleteMarker).toBe(true);
    expect(previous?.isDeleteMarker).toBe(false);
  });

  it('removes every version when asked', async () => {
    const view = openPanel('photos', 'docs/notes.txt');

    await view.user.click(await within(await panel()).findByRole('button', { name: 'Delete object' }));
    const dialog = within(await screen.findByRole('dialog'));
    await view.user.click(dialog.getByRole('checkbox', { name: /Delete all versions/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(versionsOf('photos', 'docs/notes.txt')).toEqual([]));
  });

  it('keeps a version under governance retention unless the bypass is chosen', async () => {
    lockedObject({ retention: { mode: 'GOVERNANCE', retainUntil: '2099-01-01T00:00:00.000Z' } });
    const view = openPanel('backups', 'ledger.csv');

    await view.user.click(await within(await panel()).findByRole('button', { name: 'Delete object' }));
    const dialog = within(await screen.findByRole('dialog'));
    await view.user.click(dialog.getByRole('checkbox', { name: /Delete all versions/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Object is WORM protected and cannot be overwritten',
    );

    await view.user.click(dialog.getByRole('checkbox', { name: /Bypass governance/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(versionsOf('backups', 'ledger.csv')).toEqual([]));
  });

  it('deletes a folder with everything under it', async () => {
    const view = openPanel('photos', 'albums/2024/');

    await view.user.click(await within(await panel()).findByRole('button', { name: 'Delete folder' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(versionsOf('photos', 'albums/2024/summer/beach.jpg')[0]?.isDeleteMarker).toBe(true);
    expect(versionsOf('photos', 'albums/2023/party.png')[0]?.isDeleteMarker).toBe(false);
    expect(findBucket('photos')?.versioning).toBe('Enabled');
  });
});
