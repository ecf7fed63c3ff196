import { createFileRoute } from '@tanstack/react-router';
import { DOCUMENTATION_URL } from '@/lib/permissions/menu';
import { PageHeader } from '@/shell/PageHeader';

export const Route = createFileRoute('/_console/documentation')({
  component: () => (
    <>
      <PageHeader title="Documentation" />
      <p className="p-6">
        <a
          href={DOCUMENTATION_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          Open the MinIO documentation (new tab)
        </a>
      </p>
    </>
  ),
});
