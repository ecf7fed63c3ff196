import type { ReactNode } from 'react';

export const CELL = 'px-3 py-2 align-top text-sm text-slate-800';

/** A table of a tab's rules; rows use `CELL` for their cells. */
export function DataTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table aria-label={label} className="w-full border-collapse">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headers are fixed per table
              <th key={index} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * What an empty tab says, and where to go from there; with `heading`, its title heads the section, for a page
 * whose whole content it stands in for.
 */
export function EmptyState({
  title,
  heading = false,
  children,
}: {
  title: string;
  heading?: boolean;
  children: ReactNode;
}) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center">
      <Title className="font-medium text-slate-800">{title}</Title>
      <div className="mt-1 text-sm text-slate-600">{children}</div>
    </div>
  );
}
