import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/lib/store/ui-store';
import { ErrorBanner } from './ErrorBanner';
import { Snackbar } from './Snackbar';

/**
 * The two message areas of the shell, on a fake clock that only moves when the test says so. Events go
 * through fireEvent: user-event waits on a real setTimeout between steps, which a fake clock never fires.
 */
function renderBanners() {
  render(
    <>
      <ErrorBanner />
      <Snackbar />
    </>,
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const showMessage = (message: string) => act(() => useUiStore.getState().showMessage(message));
const showError = (errorMessage: string, detailedError?: string) =>
  act(() => useUiStore.getState().showError({ errorMessage, detailedError }));
const errorBanner = () => screen.queryByRole('alert');

beforeEach(() => {
  vi.useFakeTimers();
});

describe('Snackbar', () => {
  it('shows a message and hides it after 5 seconds', async () => {
    renderBanners();

    showMessage('Bucket created');
    expect(screen.getByRole('status')).toHaveTextContent('Bucket created');

    await wait(4_999);
    expect(screen.getByRole('status')).toHaveTextContent('Bucket created');
    await wait(1);
    expect(screen.getByRole('status')).not.toHaveTextContent('Bucket created');
  });

  it('closes when dismissed', () => {
    renderBanners();
    showMessage('Bucket created');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows nothing for an empty message', () => {
    renderBanners();

    showMessage('');

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves errors to the error banner', () => {
    renderBanners();

    showError('Boom');

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(errorBanner()).toHaveTextContent('Boom');
  });
});

describe('Error banner', () => {
  it('shows the title "Error" and the message, for 10 seconds', async () => {
    renderBanners();

    showError('Bucket already exists');
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Error')).toBeInTheDocument();
    expect(within(banner).getByText('Bucket already exists')).toBeInTheDocument();

    await wait(9_900);
    expect(errorBanner()).toBeInTheDocument();
    await wait(100);
    expect(errorBanner()).not.toBeInTheDocument();
  });

  it('stays while the pointer is over it and gets 10 more seconds after it leaves', async () => {
    renderBanners();
    showError('Bucket already exists');
    await wait(5_000);

    fireEvent.mouseEnter(screen.getByRole('alert'));
    await wait(20_000);
    expect(errorBanner()).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('alert'));
    await wait(9_900);
    expect(errorBanner()).toBeInTheDocument();
    await wait(100);
    expect(errorBanner()).not.toBeInTheDocument();
  });

  it.each([
    ['a click on the banner', () => screen.getByText('Bucket already exists')],
    ['its Close button', () => screen.getByRole('button', { name: 'Close error' })],
  ])('closes on %s', (_case, target) => {
    renderBanners();
    showError('Bucket already exists');

    fireEvent.click(target());

    expect(errorBanner()).not.toBeInTheDocument();
  });

  it('expands Details to show the detailed message, and stays open', () => {
    renderBanners();
    showError('An error occurred, please try again', 'The specified bucket is not valid.');
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The specified bucket is not valid.')).not.toBeInTheDocument();

    fireEvent.click(details);

    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The specified bucket is not valid.')).toBeInTheDocument();
    expect(errorBanner()).toBeInTheDocument();
  });

  it('has no Details without a detailed message', () => {
    renderBanners();

    showError('Bucket already exists');

    expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('gives a new error its own 10 seconds', async () => {
    renderBanners();
    showError('First problem');
    await wait(8_000);

    showError('Second problem');
    await wait(8_000);
    expect(errorBanner()).toHaveTextContent('Second problem');
    await wait(2_000);
    expect(errorBanner()).not.toBeInTheDocument();
  });
});
