import type { ReactNode } from 'react';

/** While the first page of a listing loads. */
export function LoadingRows() {
  return (
    <p role="status" className="px-6 py-4 text-sm text-slate-600">
      Loading objects…
    </p>
  );
}

/** An empty or unavailable listing: what it means, and where to go from there. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-6 rounded-md border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}
