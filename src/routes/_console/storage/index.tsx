import { createFileRoute, redirect } from '@tanstack/react-router';

/** /storage opens its first tab, Volumes. */
export const Route = createFileRoute('/_console/storage/')({
  beforeLoad: () => {
    throw redirect({ to: '/storage/volumes', replace: true });
  },
});
