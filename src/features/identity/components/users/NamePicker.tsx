import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useId, useRef, useState } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { QueryWithRetry } from './QueryWithRetry';

const ROW_HEIGHT = 36;

/** What the picker calls the names it offers: "group" and "groups". */
export interface Noun {
  one: string;
  many: string;
}

export const GROUP_NOUN: Noun = { one: 'group', many: 'groups' };
export const POLICY_NOUN: Noun = { one: 'policy', many: 'policies' };
export const USER_NOUN: Noun = { one: 'user', many: 'users' };

/** A read answering the names a picker offers (selected out of what it reads). */
export type NameSource<T, K extends QueryKey> = UseQueryOptions<T, Error, readonly string[], K>;

export const countOf = (count: number, noun: Noun) =>
  `${withThousands(count)} ${count === 1 ? noun.one : noun.many}`;

/** "3 groups", or "1 of 3 groups" once a filter leaves fewer. */
export const shownOf = (shown: number, total: number, noun: Noun) =>
  shown === total ? countOf(total, noun) : `${withThousands(shown)} of ${countOf(total, noun)}`;

/** The names containing `filter`, ignoring case and surrounding spaces. */
export function matchingNames(names: readonly string[], filter: string): readonly string[] {
  const needle = filter.trim().toLowerCase();
  return needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
}

interface NamePickerProps {
  /** The group's legend, e.g. "Groups". */
  label: string;
  noun: Noun;
  /** The names to choose from; those chosen but not among them (gone meanwhile) are offered too. */
  names: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  problem?: string | undefined;
}

/**
 * Chooses any number of names out of thousands: a filter, a scrolling list of check boxes of which only those in
 * view are in the page, and how many are chosen.
 */
export function NamePicker({ label, noun, names, chosen, onChange, problem }: NamePickerProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosenSet = new Set(chosen);
  const listed = new Set(names);
  const offered = [...names, ...chosen.filter((name) => !listed.has(name))];
  const shown = matchingNames(offered, filter);
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((other) => other !== name));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          type="search"
          aria-label={`Filter ${noun.many}`}
          placeholder={`Filter ${noun.many}`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="field-input max-w-xs"
        />
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

/** A list of names of which only the rows in view are in the page, each row shown by `render`. */
export function VirtualList(props: {
  label: string;
  names: readonly string[];
  render: (name: string) => ReactNode;
  /** Its greatest height, past which it scrolls. */
  className: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.names.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      className={`${props.className} overflow-auto rounded-md border border-slate-200 bg-white`}
    >
      <ul aria-label={props.label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const name = props.names[row.index] as string;
          return (
            <li
              key={name}
              aria-setsize={props.names.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 flex items-center gap-2 border-b border-slate-100 px-3 text-sm"
              style={{ top: row.start, height: ROW_HEIGHT }}
            >
              {props.render(name)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A picker over names still being read: their loading or failure (with a retry) first. */
export function QueriedNamePicker({
  query,
  ...picker
}: Omit<NamePickerProps, 'names'> & { query: UseQueryResult<readonly string[]> }) {
  return <QueryWithRetry query={query}>{(names) => <NamePicker names={names} {...picker} />}</QueryWithRetry>;
}
