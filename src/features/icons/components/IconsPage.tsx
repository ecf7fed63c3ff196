import { useState } from 'react';
import { PageHeader } from '@/shell/PageHeader';
import * as consoleIcons from '@/ui/icons';
import { FilterField, NoMatch } from '@/ui/ListToolbar';
import { matching, type Noun, shownOf } from '@/ui/names';

const ICON_NOUN: Noun = { one: 'icon', many: 'icons' };

interface NamedIcon {
  name: string;
  /** The name of its drawing in lucide. */
  drawing: string | undefined;
  Icon: consoleIcons.Icon;
}

const ICONS: readonly NamedIcon[] = Object.entries(consoleIcons)
  .map(([name, Icon]) => ({ name, drawing: Icon.displayName, Icon }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** /icons: every icon the console shows, under the name the code uses, searchable by either name. */
export function IconsPage() {
  const [filter, setFilter] = useState('');
  const shown = matching(ICONS, filter, (icon) => [icon.name, icon.drawing]);
  return (
    <>
      <PageHeader title="Icons" />
      <div className="flex flex-wrap items-center gap-3 px-6 py-4">
        <FilterField noun={ICON_NOUN} filter={filter} onChange={setFilter} />
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {shownOf(shown.length, ICONS.length, ICON_NOUN)}
        </p>
      </div>
      <section className="px-6 pb-6">
        {shown.length === 0 ? (
          <NoMatch noun={ICON_NOUN} field="icon name" filter={filter} onClear={() => setFilter('')} />
        ) : (
          <ul aria-label="Icons" className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
            {shown.map((icon) => (
              <IconCard key={icon.name} icon={icon} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function IconCard({ icon: { name, drawing, Icon } }: { icon: NamedIcon }) {
  return (
    <li
      aria-label={name}
      className="flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white p-4 text-center"
    >
      <Icon aria-hidden className="size-6 text-slate-800" />
      <span className="text-sm break-all text-slate-900">{name}</span>
      {drawing && <span className="text-xs text-slate-600">{drawing}</span>}
    </li>
  );
}
