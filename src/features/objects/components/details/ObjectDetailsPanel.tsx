import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { isFolderName } from '@/contract/objects';
import { sessionQuery } from '@/lib/resources/session';
import { CopyButton } from '@/ui/CopyButton';
import { displayName } from '../../browse-path';
import { FolderDetails } from './FolderDetails';
import { ObjectDetails } from './ObjectDetails';

/**
 * The side panel of one object (or folder) of the browser: its details, versions and every action on it the
 * session allows. Focus moves into it when it opens or shows another object; Escape closes it.
 */
export function ObjectDetailsPanel({
  bucketName,
  objectKey,
  versionId,
  onClose,
}: {
  bucketName: string;
  objectKey: string;
  versionId?: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const session = useQuery(sessionQuery()).data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves each time another object is shown
  useEffect(() => heading.current?.focus(), [objectKey, versionId]);

  const closeOnEscape = (event: KeyboardEvent) => {
    // A dialog opened from the panel handles its own Escape (and marks it handled).
    if (event.key === 'Escape' && !event.defaultPrevented) onClose();
  };

  return (
    <aside
      aria-labelledby={headingId}
      onKeyDown={closeOnEscape}
      className="flex h-1/2 w-full shrink-0 flex-col border-t border-slate-200 bg-white lg:h-full lg:w-[min(36rem,45%)] lg:border-t-0 lg:border-l"
    >
      <header className="flex items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="truncate text-base font-semibold text-slate-900 focus:outline-none"
          >
            {displayName(objectKey)}
          </h2>
          <p className="flex items-center gap-1 font-mono text-xs text-slate-500">
            <span className="truncate" title={objectKey}>
              {bucketName}/{objectKey}
            </span>
            <CopyButton value={`${bucketName}/${objectKey}`} what="object path" />
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close details"
          className="rounded-md px-2 py-1 text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          ×
        </button>
      </header>
      {isFolderName(objectKey) ? (
        <FolderDetails bucketName={bucketName} prefix={objectKey} session={session} onDeleted={onClose} />
      ) : (
        <ObjectDetails
          key={`${objectKey}\n${versionId ?? ''}`}
          bucketName={bucketName}
          objectKey={objectKey}
          versionId={versionId}
          session={session}
          onGone={onClose}
        />
      )}
    </aside>
  );
}
