import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { nearestExistingFolderQuery } from '../../api/list';
import { splatOfFolder } from '../../browse-path';

/** The way back from something missing: a link to `folder`, or to the nearest folder above it that exists. */
export function NearestFolderLink({ bucketName, folder }: { bucketName: string; folder: string }) {
  const nearest = useQuery(nearestExistingFolderQuery(bucketName, folder));
  if (nearest.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Finding the way back…
      </p>
    );
  }
  // Without an answer, the bucket's root is the way back that surely exists.
  const target = nearest.data ?? '';
  return (
    <Link
      to="/buckets/$bucketName/browse/$"
      params={{ bucketName, _splat: splatOfFolder(target) }}
      className="btn-primary inline-block max-w-full truncate whitespace-pre"
    >
      {`Back to ${bucketName}/${target}`}
    </Link>
  );
}
