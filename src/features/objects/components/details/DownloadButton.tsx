import { DownloadIcon } from '@/ui/icons';
import { startDownload } from '../../transfer/downloads';

/** Hands a version to the browser to save, listed in the object manager like every other transfer. */
export function DownloadButton(props: {
  bucketName: string;
  objectKey: string;
  versionId: string;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      className={props.className ?? 'btn-secondary px-3 py-1'}
      onClick={() =>
        startDownload({ bucketName: props.bucketName, keys: [props.objectKey], versionId: props.versionId })
      }
    >
      <DownloadIcon aria-hidden />
      Download
    </button>
  );
}
