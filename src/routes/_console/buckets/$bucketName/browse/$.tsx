import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { loadObjectBrowser } from '@/features/objects/api/load-browser';
import { folderOfSplat } from '@/features/objects/browse-path';
import { ObjectBrowserPage } from '@/features/objects/components/browser/ObjectBrowserPage';
import { guardRoute } from '@/shell/route-guard';

/** S3 keys are at most 1024 bytes; a longer value names nothing and is dropped. */
const MAX_KEY_CHARS = 1024;
// The router reads `?object=123` as a number: any value is taken as text.
const keyText = z.catch(z.optional(z.coerce.string().check(z.maxLength(MAX_KEY_CHARS))), undefined);

/** `?object=<key>` (and `&version=<id>`, in a rewound listing) opens that object's details: a deep link. */
const browseSearchSchema = z.object({ object: keyText, version: keyText });

export const Route = createFileRoute('/_console/buckets/$bucketName/browse/$')({
  validateSearch: browseSearchSchema,
  beforeLoad: guardRoute('/buckets/$bucketName/browse/$'),
  loader: ({ context, params }) =>
    loadObjectBrowser(context.queryClient, context.session, params.bucketName, folderOfSplat(params._splat)),
  component: function ObjectBrowserRoute() {
    const { session } = Route.useRouteContext();
    const { bucketName, _splat } = Route.useParams();
    const { object, version } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ObjectBrowserPage
        key={bucketName}
        session={session}
        bucketName={bucketName}
        prefix={folderOfSplat(_splat)}
        opened={object ? { key: object, versionId: version } : null}
        onOpenedChange={(opened) =>
          navigate({
            search: { object: opened?.key, version: opened?.versionId },
            state: (previous) => previous,
            replace: true,
          })
        }
      />
    );
  },
});
