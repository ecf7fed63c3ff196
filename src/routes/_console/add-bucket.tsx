import { createFileRoute } from '@tanstack/react-router';
import { AddBucketPage } from '@/features/buckets/components/AddBucketPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/add-bucket')({
  beforeLoad: guardRoute('/add-bucket'),
  component: function AddBucketRoute() {
    const { session } = Route.useRouteContext();
    return <AddBucketPage distributedMode={session.distributedMode === true} />;
  },
});
