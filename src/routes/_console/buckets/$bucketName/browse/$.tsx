import { createFileRoute } from '@tanstack/react-router';
import { loadObjectBrowser } from '@/features/objects/api/load-browser';
import { folderOfSplat } from '@/features/objects/browse-path';
import { ObjectBrowserPage } from '@/features/objects/components/browser/ObjectBrowserPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/buckets/$bucketName/browse/$')({
  beforeLoad: guardRoute('/buckets/$bucketName/browse'),
  loader: ({ context, params }) =>
    loadObjectBrowser(context.queryClient, context.session, params.bucketName, folderOfSplat(params._splat)),
  component: function ObjectBrowserRoute() {
    const { session } = Route.useRouteContext();
    const { bucketName, _splat } = Route.useParams();
    return (
      <ObjectBrowserPage
        key={bucketName}
        session={session}
        bucketName={bucketName}
        prefix={folderOfSplat(_splat)}
      />
    );
  },
});
