import { PageHeader } from './PageHeader';

/** The honest page of a screen that is routed and guarded but not built yet. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="p-6">
        <p className="max-w-prose rounded-md border border-slate-200 bg-white p-4 text-slate-700">
          {title} is not available yet in this console.
        </p>
      </section>
    </>
  );
}
