import type { ReactNode } from 'react';

/** What each link of a section bar spreads on itself: the current section is marked for sight and for assistive technology. */
export const SECTION_LINK = {
  className: '-mb-px border-b-2 border-transparent px-2 py-2 text-sm text-slate-600 hover:text-slate-900',
  activeProps: { 'aria-current': 'page', className: 'border-brand-500 font-semibold text-brand-700' },
} as const;

/** The bar of links to a page's sections (router links spreading `SECTION_LINK`). */
export function SectionNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 px-4">
      {children}
    </nav>
  );
}
