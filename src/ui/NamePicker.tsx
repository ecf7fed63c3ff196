import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { FilterField } from './ListToolbar';
import { countOf, matchingNames, type Noun } from './names';
import { QueryContent } from './QueryContent';
import { VirtualList } from './VirtualList';

/** A form's field of names (`bind` of src/lib/form gives all but the label, noun and names). */
interface NamePickerProps {
  /** The group's legend, e.g. "Groups". */
  label: string;
  noun: Noun;
  /** The names to choose from; those chosen but not among them (gone meanwhile) are offered too. */
  names: readonly string[];
  /** The names chosen. */
  value: readonly string[];
  onChange: (chosen: string[]) => void;
  onBlur?: () => void;
  problem?: string | undefined;
}

/**
 * Chooses any number of names out of thousands: a filter, a scrolling list of check boxes of which only those in
 * view are in the page, and how many are chosen.
 */
export function NamePicker({
  label,
  noun,
  names,
  value: chosen,
  onChange,
  onBlur,
  problem,
}: NamePickerProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosenSet = new Set(chosen);
  const listed = new Set(names);
  const offered = [...names, ...chosen.filter((name) => !listed.has(name))];
  const shown = matchingNames(offered, filter);
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((other) => other !== name));

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={problem ? `${id}-problem` : undefined}
      onBlur={onBlur}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-2">
        <FilterField noun={noun} filter={filter} onChange={setFilter} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {`${withThousands(chosen.length)} of ${countOf(offered.length, noun)} chosen`}
        </p>
        {chosen.length > 0 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="btn-secondary ml-auto px-2 py-1 text-xs"
          >
            Clear
          </button>
        )}
      </div>
      {offered.length === 0 ? (
        <p className="text-sm text-slate-500">{`There are no ${noun.many} to choose from.`}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-500">{`No ${noun.one} name contains "${filter.trim()}".`}</p>
      ) : (
        <CheckList label={label} names={shown} chosen={chosenSet} onToggle={toggle} />
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function CheckList(props: {
  label: string;
  names: readonly string[];
  chosen: ReadonlySet<string>;
  onToggle: (name: string, on: boolean) => void;
}) {
  return (
    <VirtualList
      label={props.label}
      names={props.names}
      className="max-h-56"
      render={(name) => (
        <label className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={props.chosen.has(name)}
            onChange={(event) => props.onToggle(name, event.target.checked)}
            className="size-4 shrink-0 accent-brand-600"
          />
          <span className="truncate" title={name}>
            {name}
          </span>
        </label>
      )}
    />
  );
}

/** A picker over names still being read: their loading or failure (with a retry) first. */
export function QueriedNamePicker({
  query,
  ...picker
}: Omit<NamePickerProps, 'names'> & { query: UseQueryResult<readonly string[]> }) {
  return (
    <QueryContent query={query} retry>
      {(names) => <NamePicker names={names} {...picker} />}
    </QueryContent>
  );
}
