import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './CopyButton';

afterEach(() => vi.restoreAllMocks());

describe('CopyButton', () => {
  it.each([
    ['access key', 'visualkey0001'],
    ['ARN', 'arn:minio:sqs::primary:webhook'],
    ['object path', 'photos/albums/readme.txt'],
  ])('is named "Copy %s", copies %s and says "Copied"', async (what, value) => {
    const user = userEvent.setup();
    render(<CopyButton value={value} what={what} />);

    await user.click(screen.getByRole('button', { name: `Copy ${what}` }));

    expect(await navigator.clipboard.readText()).toBe(value);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('is ready again a moment after copying', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="visualkey0001" what="access key" />);
    await user.click(screen.getByRole('button', { name: 'Copy access key' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Copied'), {
      timeout: COPIED_MS + 1_000,
    });
  });

  it('says so when the browser refuses, so the value can be copied by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton value="visualkey0001" what="access key" />);

    await user.click(screen.getByRole('button', { name: 'Copy access key' }));

    expect(await screen.findByRole('status')).toHaveTextContent('did not allow copying');
  });
});
