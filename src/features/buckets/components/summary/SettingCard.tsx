import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';

/** One setting of the bucket: its title, the button that changes it (when allowed), and what it is now. */
export function SettingCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A query's loading and error states, or what its data shows. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading…
      </p>
    );
  }
  if (query.isError) return <ApiErrorAlert error={query.error} />;
  return children(query.data);
}

/** A label and its value, in the cards' definition lists. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Why a setting cannot be changed here. */
export function Explanation({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{children}</p>;
}

export function EditButton({ label, ...props }: { label: string; disabled?: boolean }) {
  return (
    <button type="button" className="btn-secondary px-3 py-1" {...props}>
      {label}
    </button>
  );
}
