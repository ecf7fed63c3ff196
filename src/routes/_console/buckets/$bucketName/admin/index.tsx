import { createFileRoute, redirect } from '@tanstack/react-router';

/** The summary is the default tab; unknown tabs land there too. */
const toSummary = ({ params }: { params: { bucketName: string } }) => {
  throw redirect({ to: '/buckets/$bucketName/admin/summary', params, replace: true });
};

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/')({ beforeLoad: toSummary });
