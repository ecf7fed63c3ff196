import type { Theme } from '@/lib/store/theme';
import { useUiStore } from '@/lib/store/ui-store';
import { DarkThemeIcon, type Icon, LightThemeIcon, SystemThemeIcon } from '@/ui/icons';

const CHOICES: readonly { theme: Theme; label: string; icon: Icon }[] = [
  { theme: 'system', label: 'System', icon: SystemThemeIcon },
  { theme: 'light', label: 'Light', icon: LightThemeIcon },
  { theme: 'dark', label: 'Dark', icon: DarkThemeIcon },
];

/** System, light or dark colours: a choice remembered in this browser. */
export function ThemeToggle() {
  const theme = useUiStore((state) => state.theme);
  const setTheme = useUiStore((state) => state.setTheme);
  return (
    <fieldset className="flex items-center rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Theme</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.theme}
          title={`${choice.label} theme`}
          className="grid size-8 cursor-pointer place-items-center rounded text-slate-600 hover:text-slate-900 has-checked:bg-slate-100 has-checked:text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name="theme"
            value={choice.theme}
            checked={theme === choice.theme}
            onChange={() => setTheme(choice.theme)}
            className="sr-only"
          />
          <choice.icon aria-hidden />
          <span className="sr-only">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
