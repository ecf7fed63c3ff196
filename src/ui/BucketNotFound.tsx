import { Link } from '@tanstack/react-router';
import { NameNotFound } from './NameNotFound';

/** A bucket page whose bucket does not exist, or was deleted while it was open. */
export function BucketNotFound({ bucketName }: { bucketName: string }) {
  return (
    <NameNotFound
      noun="bucket"
      name={bucketName}
      back={
        <Link to="/buckets" className="btn-primary">
          Back to all buckets
        </Link>
      }
    />
  );
}
