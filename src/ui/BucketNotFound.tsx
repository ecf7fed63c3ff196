import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '@/shell/NotFoundPage';

/** A bucket page whose bucket does not exist, or was deleted while it was open. */
export function BucketNotFound({ bucketName }: { bucketName: string }) {
  return (
    <NotFoundPage
      title="Bucket not found"
      back={
        <Link to="/buckets" className="btn-primary">
          Back to all buckets
        </Link>
      }
    >
      <p>
        There is no bucket named <span className="font-mono whitespace-pre-wrap">{bucketName}</span>. It may
        have been deleted, or the address is mistyped.
      </p>
    </NotFoundPage>
  );
}
