import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { findBucket } from '../../../../mocks/buckets-model';
import { MINIO_BUCKET_MESSAGES } from '../../../../mocks/handlers/buckets';
import { buildSessionResponse, currentSession, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

async function openForm() {
  const view = renderApp('/add-bucket', { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Create Bucket' });
  return view;
}

const nameField = () => screen.getByLabelText('Bucket name');
const createButton = () => screen.getByRole('button', { name: 'Create Bucket' });
const featureSwitch = (name: string) => screen.getByRole('switch', { name });
const featureNote = () => within(screen.getByRole('group', { name: 'Features' })).getByRole('status');

describe('Add bucket: the name', () => {
  it.each([
    ['Photos', '"P" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'],
    ['ab', 'A bucket name has at least 3 characters'],
    ['-photos', 'A bucket name starts with a lowercase letter or a digit'],
    ['photos-', 'A bucket name ends with a lowercase letter or a digit'],
    ['my..photos', 'A bucket name cannot have two dots in a row'],
    ['10.0.0.1', 'A bucket name cannot contain an IP address'],
    ['xn--photos', 'A bucket name cannot start with "xn--"'],
    ['photos-s3alias', 'A bucket name cannot end with "-s3alias"'],
    ['photos--ol-s3', 'A bucket name cannot end with "--ol-s3"'],
  ])('%j shows "%s" as it is typed and cannot be sent', async (name, message) => {
    const { user } = await openForm();

    await user.type(nameField(), name);

    expect(nameField()).toHaveAccessibleDescription(message);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(createButton()).toBeDisabled();
  });

  it.each(['photos-2024', 'my.bucket', '123'])('%j is accepted', async (name) => {
    const { user } = await openForm();

    await user.type(nameField(), name);

    expect(nameField()).toHaveAttribute('aria-invalid', 'false');
    expect(createButton()).toBeEnabled();
  });

  it('asks for a name once the field is left empty', async () => {
    const { user } = await openForm();

    await user.click(nameField());
    await user.tab();

    expect(nameField()).toHaveAccessibleDescription('Enter a bucket name');
  });
});

describe('Add bucket: the features', () => {
  it('start with the spec defaults: quota 1 TiB, retention 1 day in compliance mode', async () => {
    const { user } = await openForm();

    await user.click(featureSwitch('Quota'));
    await user.click(featureSwitch('Retention'));

    expect(screen.getByLabelText('Quota size')).toHaveValue('1');
    expect(screen.getByLabelText('Quota unit')).toHaveValue('TiB');
    expect(screen.getByLabelText('Retention validity')).toHaveValue('1');
    expect(screen.getByLabelText('Retention unit')).toHaveValue('days');
    expect(screen.getByRole('radio', { name: 'Compliance' })).toBeChecked();
  });

  it('turning retention on turns on locking and versioning, and says why', async () => {
    const { user } = await openForm();

    await user.click(featureSwitch('Retention'));

    expect(featureSwitch('Object locking')).toBeChecked();
    expect(featureSwitch('Versioning')).toBeChecked();
    expect(featureNote()).toHaveTextContent(
      'A default retention needs object locking, so object locking was turned on.',
    );
  });

  it('turning versioning off turns locking and retention off', async () => {
    const { user } = await openForm();
    await user.click(featureSwitch('Retention'));

    await user.click(featureSwitch('Versioning'));

    expect(featureSwitch('Object locking')).not.toBeChecked();
    expect(featureSwitch('Retention')).not.toBeChecked();
    expect(featureNote()).toHaveTextContent('they were turned off');
  });

  it('offers versioning exclusions only without locking', async () => {
    const { user } = await openForm();

    await user.click(featureSwitch('Versioning'));
    await user.type(screen.getByLabelText('Excluded prefixes'), 'tmp/');
    await user.click(featureSwitch('Object locking'));

    expect(screen.queryByLabelText('Excluded prefixes')).not.toBeInTheDocument();
    expect(screen.getByText('Object locking does not allow versioning exclusions.')).toBeInTheDocument();
    expect(featureNote()).toHaveTextContent('they were cleared');
  });

  it('refuses a quota of 0 and a retention that is not a whole number', async () => {
    const { user } = await openForm();
    await user.type(nameField(), 'archive');
    await user.click(featureSwitch('Quota'));
    await user.click(featureSwitch('Retention'));

    await user.clear(screen.getByLabelText('Quota size'));
    await user.type(screen.getByLabelText('Quota size'), '0');
    await user.clear(screen.getByLabelText('Retention validity'));
    await user.type(screen.getByLabelText('Retention validity'), '1.5');

    expect(screen.getByLabelText('Quota size')).toHaveAccessibleDescription('Enter a quota larger than 0');
    expect(screen.getByLabelText('Retention validity')).toHaveAccessibleDescription(
      'Enter a whole number of at least 1',
    );
    expect(createButton()).toBeDisabled();
  });

  it('are disabled, with the reason, when MinIO is not in distributed mode', async () => {
    server.use(
      http.get('*/api/v1/session', () => {
        const state = currentSession();
        if (state.kind !== 'ok') return HttpResponse.json({}, { status: 401 });
        return HttpResponse.json({
          ...buildSessionResponse(state.user, state.session),
          distributedMode: false,
        });
      }),
    );
    await openForm();

    for (const name of ['Versioning', 'Object locking', 'Quota', 'Retention']) {
      expect(featureSwitch(name)).toBeDisabled();
    }
    expect(screen.getByText(/need MinIO in distributed \(erasure-coded\) mode/)).toBeInTheDocument();
  });
});

describe('Add bucket: sending', () => {
  it("shows the server's refusal inline and keeps the form as it was", async () => {
    const { user, pathname } = await openForm();
    await user.type(nameField(), 'photos');
    await user.click(featureSwitch('Quota'));
    await user.clear(screen.getByLabelText('Quota size'));
    await user.type(screen.getByLabelText('Quota size'), '5');

    await user.click(createButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bucket already exists')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Details' }));
    expect(within(alert).getByText(MINIO_BUCKET_MESSAGES.alreadyOwned)).toBeInTheDocument();
    expect(nameField()).toHaveValue('photos');
    expect(featureSwitch('Quota')).toBeChecked();
    expect(screen.getByLabelText('Quota size')).toHaveValue('5');
    expect(pathname()).toBe('/add-bucket');
  });

  it('creates the bucket with what was chosen and opens it', async () => {
    const { user, pathname } = await openForm();
    await user.type(nameField(), 'archive');
    await user.click(featureSwitch('Quota'));
    await user.selectOptions(screen.getByLabelText('Quota unit'), 'GiB');
    await user.click(featureSwitch('Retention'));
    await user.click(screen.getByRole('radio', { name: 'Governance' }));

    await user.click(createButton());

    await waitFor(() => expect(pathname()).toBe('/buckets/archive/admin/summary'));
    expect(findBucket('archive')).toMatchObject({
      versioning: 'Enabled',
      locking: true,
      quota: 1024 ** 3,
      retention: { mode: 'governance', unit: 'days', validity: 1 },
    });
  });
});
