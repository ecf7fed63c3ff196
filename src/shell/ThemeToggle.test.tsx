import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followTheme, type Theme, UI_STORAGE_KEY } from '@/lib/store/theme';
import { useUiStore } from '@/lib/store/ui-store';
import { reloadUiStore } from '@/test/render-app';
import { ThemeToggle } from './ThemeToggle';

const root = document.documentElement;

/** A system colour setting the test can flip, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function systemSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

let stopFollowing = () => {};

function renderToggle() {
  stopFollowing = followTheme(root);
  render(<ThemeToggle />);
  return within(screen.getByRole('group', { name: 'Theme' }));
}

const remember = (state: unknown) =>
  localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state, version: 0 }));

const appliedTheme = () => (root.classList.contains('dark') ? 'dark' : 'light');

afterEach(() => {
  stopFollowing();
  vi.unstubAllGlobals();
  root.className = '';
});

describe('Theme toggle', () => {
  it('starts on the system setting', () => {
    systemSetting(true);
    const toggle = renderToggle();

    expect(toggle.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(appliedTheme()).toBe('dark');
  });

  it.each<[choice: string, systemIsDark: boolean, applied: 'light' | 'dark']>([
    ['System', false, 'light'],
    ['System', true, 'dark'],
    ['Light', true, 'light'],
    ['Dark', false, 'dark'],
  ])('applies %s on a system that is dark: %s, as %s', async (choice, systemIsDark, applied) => {
    systemSetting(systemIsDark);
    const toggle = renderToggle();

    await userEvent.click(toggle.getByRole('radio', { name: choice }));

    expect(toggle.getByRole('radio', { name: choice })).toBeChecked();
    expect(appliedTheme()).toBe(applied);
    expect(root.classList.contains(applied === 'dark' ? 'light' : 'dark')).toBe(false);
  });

  it('follows the system while on System, and no longer once a theme is chosen', async () => {
    const system = systemSetting(false);
    const toggle = renderToggle();

    system.change(true);
    expect(appliedTheme()).toBe('dark');

    await userEvent.click(toggle.getByRole('radio', { name: 'Light' }));
    system.change(false);
    system.change(true);
    expect(appliedTheme()).toBe('light');
  });

  it('remembers the choice in this browser', async () => {
    systemSetting(false);
    const toggle = renderToggle();
    await userEvent.click(toggle.getByRole('radio', { name: 'Dark' }));

    await reloadUiStore();

    expect(useUiStore.getState().theme).toBe('dark');
  });

  it.each<[stored: unknown, theme: Theme, sidebarOpen: boolean]>([
    [{ theme: 'light', sidebarOpen: false }, 'light', false],
    [{ theme: 'purple', sidebarOpen: 'yes' }, 'system', true],
    [{ theme: { toString: 'dark' } }, 'system', true],
    ['dark', 'system', true],
    [null, 'system', true],
  ])('takes back from storage %j as theme %s and menu open %s', async (stored, theme, sidebarOpen) => {
    remember(stored);

    await reloadUiStore();

    expect(useUiStore.getState()).toMatchObject({ theme, sidebarOpen });
  });

  it.each<[stored: string, applied: 'light' | 'dark']>([
    [JSON.stringify({ state: { theme: 'dark' }, version: 0 }), 'dark'],
    [JSON.stringify({ state: { theme: 'light' }, version: 0 }), 'light'],
    [JSON.stringify({ state: { theme: 'purple' }, version: 0 }), 'dark'],
    ['{"state":', 'dark'],
  ])('applies, before the app loads, what the page stored: %s as %s', (stored, applied) => {
    systemSetting(true);
    localStorage.setItem(UI_STORAGE_KEY, stored);

    stopFollowing = followTheme(root);

    expect(appliedTheme()).toBe(applied);
  });
});
