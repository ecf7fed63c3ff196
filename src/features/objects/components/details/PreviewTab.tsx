import { useQuery } from '@tanstack/react-query';
import { niceBytes } from '@/lib/format/units';
import { QueryContent } from '@/ui/QueryContent';
import { objectMetadataQuery, objectPreviewUrl, objectTextQuery } from '../../api/details';
import { displayName } from '../../browse-path';
import { DownloadButton } from './DownloadButton';
import type { ShownVersion } from './ObjectDetails';
import { type Preview, prettyJson, previewFor } from './preview';

/** The version shown in the page when its type allows and its size is within the limits; else why not. */
export function PreviewTab(context: ShownVersion) {
  const { bucketName, objectKey, versionId } = context;
  const metadata = useQuery(objectMetadataQuery(bucketName, objectKey, versionId));
  return (
    <QueryContent query={metadata}>
      {(headers) => (
        <PreviewOf
          {...context}
          preview={previewFor(headers['Content-Type']?.[0], context.version.size ?? 0, objectKey)}
        />
      )}
    </QueryContent>
  );
}

function PreviewOf(context: ShownVersion & { preview: Preview }) {
  const { bucketName, objectKey, versionId, access, preview } = context;
  const url = objectPreviewUrl(bucketName, objectKey, versionId);
  const label = `Preview of ${displayName(objectKey)}`;
  switch (preview.kind) {
    case 'image':
      return (
        <img src={url} alt={label} className="max-h-[60vh] max-w-full rounded border border-slate-200" />
      );
    case 'pdf':
      return (
        <div className="flex flex-col gap-2">
          <iframe src={url} title={label} className="h-[65vh] w-full rounded border border-slate-200" />
          <a href={url} target="_blank" rel="noopener" className="text-sm text-brand-700 underline">
            Open the PDF in a new tab
          </a>
        </div>
      );
    case 'audio':
      // biome-ignore lint/a11y/useMediaCaption: the object is the user's own recording, it has no captions
      return <audio src={url} controls aria-label={label} className="w-full" />;
    case 'video':
      // biome-ignore lint/a11y/useMediaCaption: the object is the user's own video, it has no captions
      return <video src={url} controls aria-label={label} className="max-h-[60vh] w-full" />;
    case 'text':
    case 'json':
      return (
        <TextPreview
          bucketName={bucketName}
          objectKey={objectKey}
          versionId={versionId}
          label={label}
          json={preview.kind === 'json'}
        />
      );
    case 'too-large':
      return (
        <NoPreview {...context} canDownload={access.download}>
          {`This object is too large to preview here (over ${niceBytes(preview.limit)}).`}
        </NoPreview>
      );
    default:
      return (
        <NoPreview {...context} canDownload={access.download}>
          There is no preview for this type of object.
        </NoPreview>
      );
  }
}

function TextPreview(props: {
  bucketName: string;
  objectKey: string;
  versionId: string;
  label: string;
  json: boolean;
}) {
  const text = useQuery(objectTextQuery(props.bucketName, props.objectKey, props.versionId));
  return (
    <QueryContent query={text}>
      {(content) => (
        <figure aria-label={props.label}>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text scrolls, so the keyboard must reach it
            tabIndex={0}
            className="max-h-[65vh] overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-mono text-xs text-slate-900"
          >
            {props.json ? prettyJson(content) : content}
          </pre>
        </figure>
      )}
    </QueryContent>
  );
}

function NoPreview(props: ShownVersion & { canDownload: boolean; children: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-600">{props.children}</p>
      {props.canDownload && (
        <DownloadButton
          bucketName={props.bucketName}
          objectKey={props.objectKey}
          versionId={props.versionId}
        />
      )}
    </div>
  );
}
