/*
 * The theme on the page, kept apart from the UI store so that the app's entry can apply the remembered theme
 * before anything renders without loading the store.
 */

/** Where the UI store keeps what it remembers. */
export const UI_STORAGE_KEY = 'console-ui';

/** The colours the user chose: the system's setting, or always light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme => THEMES.some((known) => known === value);

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** Sets the `dark` or `light` class of <html> for the theme; for "system", the system's setting decides. */
export function showTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia(SYSTEM_DARK).matches);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
}

/** The theme the UI store last saved; "system" when none or when what is stored is not one. */
export function rememberedTheme(): Theme {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? 'null');
    const theme = (saved as { state?: { theme?: unknown } } | null)?.state?.theme;
    return isTheme(theme) ? theme : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the remembered theme now and again whenever the system's setting changes. Returns how to stop. */
export function followTheme(root: HTMLElement = document.documentElement): () => void {
  const show = () => showTheme(rememberedTheme(), root);
  show();
  const system = window.matchMedia(SYSTEM_DARK);
  system.addEventListener('change', show);
  return () => system.removeEventListener('change', show);
}
