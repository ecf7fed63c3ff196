import type { ReactNode } from 'react';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-4">
      <title>{`${title} | MinIO Console`}</title>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {actions}
    </header>
  );
}
