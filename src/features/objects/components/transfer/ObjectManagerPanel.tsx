import { memo, useEffect, useId, useRef, useState } from 'react';
import type { ManagedObject } from '@/features/objects/store/object-manager-slice';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import {
  CleanDoneIcon,
  CloseIcon,
  DeleteIcon,
  DisabledIcon,
  DownloadIcon,
  EnabledIcon,
  FailedIcon,
  type Icon,
  PausedIcon,
  RetryIcon,
  TransfersIcon,
  UploadIcon,
} from '@/ui/icons';
import { forgetDownload, retryDownload } from '../../transfer/downloads';
import { CANCELLED, uploadQueue } from '../../transfer/upload-queue';

type TransferState = 'waiting' | 'paused' | 'active' | 'done' | 'cancelled' | 'failed';

/** What an item shows, from its managed-object fields (spec §3) and, for uploads, the queue. */
export function transferState(object: ManagedObject): TransferState {
  if (object.error) return object.error === CANCELLED ? 'cancelled' : 'failed';
  if (object.done) return 'done';
  if (object.type === 'upload' && uploadQueue.pausedFile(object.instanceID)) return 'paused';
  return object.waitingForFile ? 'waiting' : 'active';
}

function stateText(object: ManagedObject, state: TransferState): string {
  const doing = object.type === 'upload' ? 'Uploading' : 'Downloading';
  switch (state) {
    case 'waiting':
      return 'Waiting';
    case 'paused':
      return 'Paused: choose the same file again to resume';
    case 'active':
      return `${doing} ${object.percentage}%`;
    case 'done':
      return object.type === 'upload' ? 'Uploaded' : 'Handed to the browser';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return `Failed: ${object.error}`;
  }
}

/** The states that have a mark of their own beside the item's name. */
const STATE_ICONS: Partial<Record<TransferState, { icon: Icon; colour: string }>> = {
  paused: { icon: PausedIcon, colour: 'text-slate-500' },
  done: { icon: EnabledIcon, colour: 'text-ok-600' },
  cancelled: { icon: DisabledIcon, colour: 'text-slate-500' },
  failed: { icon: FailedIcon, colour: 'text-danger-600' },
};

function StateMark({ state }: { state: TransferState }) {
  const mark = STATE_ICONS[state];
  return mark ? <mark.icon aria-hidden className={`shrink-0 ${mark.colour}`} /> : null;
}

const BAR_COLOURS: Record<TransferState, string> = {
  waiting: 'bg-slate-300',
  paused: 'bg-slate-300',
  active: 'bg-brand-500',
  done: 'bg-ok-600',
  cancelled: 'bg-slate-400',
  failed: 'bg-danger-600',
};

function remove(object: ManagedObject): void {
  if (object.type === 'upload') {
    void uploadQueue.remove(object.instanceID);
    return;
  }
  forgetDownload(object.instanceID);
  useObjectsStore.getState().deleteManagedObject(object.instanceID);
}

function retry(object: ManagedObject): void {
  if (object.type === 'upload') uploadQueue.retry(object.instanceID);
  else retryDownload(object.instanceID);
}

/** Picks the file a paused upload was sending, and goes on with it. */
function ResumeButton({
  object,
  onRefused,
}: {
  object: ManagedObject;
  onRefused: (reason?: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const expected = uploadQueue.pausedFile(object.instanceID);
  return (
    <>
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs"
        onClick={() => input.current?.click()}
      >
        Choose file
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`File to resume ${object.name}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onRefused(uploadQueue.resumeWith(object.instanceID, file));
        }}
      />
      {expected && <span className="sr-only">{`Expected: ${expected.name}`}</span>}
    </>
  );
}

/** Memoised: a progress update changes one item, and only its row renders again. */
const ManagedObjectRow = memo(function ManagedObjectRow({ object }: { object: ManagedObject }) {
  const state = transferState(object);
  const [refusal, setRefusal] = useState<string>();
  const labelId = useId();
  const direction = object.type === 'upload' ? 'Upload' : 'Download';
  const indeterminate = object.type === 'download' && state === 'active';
  return (
    <li
      aria-labelledby={labelId}
      className="flex flex-col gap-1 border-b border-slate-100 px-4 py-3 last:border-0"
    >
      <div className="flex items-start gap-2">
        {object.type === 'upload' ? (
          <UploadIcon aria-hidden className="shrink-0 text-slate-500" />
        ) : (
          <DownloadIcon aria-hidden className="shrink-0 text-slate-500" />
        )}
        <div className="min-w-0 flex-1">
          <p id={labelId} className="truncate text-sm font-medium text-slate-900" title={object.name}>
            <span className="sr-only">{`${direction}: `}</span>
            {object.name}
          </p>
          <p className="text-xs text-slate-600">{`${object.bucketName} · ${stateText(object, state)}`}</p>
        </div>
        <StateMark state={state} />
      </div>
      <div
        role="progressbar"
        aria-label={`${direction} of ${object.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={indeterminate ? undefined : object.percentage}
        className="h-1.5 overflow-hidden rounded bg-slate-100"
      >
        <div className={`h-full ${BAR_COLOURS[state]}`} style={{ width: `${object.percentage}%` }} />
      </div>
      {refusal && (
        <p role="alert" className="text-xs text-danger-700">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {state === 'paused' && <ResumeButton object={object} onRefused={setRefusal} />}
        {object.type === 'upload' && (state === 'active' || state === 'waiting') && (
          <button
            type="button"
            className="btn-secondary px-2 py-1 text-xs"
            aria-label={`Cancel ${object.name}`}
            onClick={() => uploadQueue.cancel(object.instanceID)}
          >
            <CloseIcon aria-hidden />
            Cancel
          </button>
        )}
        {(state === 'failed' || state === 'cancelled') && (
          <button
            type="button"
            className="btn-secondary px-2 py-1 text-xs"
            aria-label={`Retry ${object.name}`}
            onClick={() => retry(object)}
          >
            <RetryIcon aria-hidden />
            Retry
          </button>
        )}
        <button
          type="button"
          className="btn-secondary px-2 py-1 text-xs"
          aria-label={`Remove ${object.name}`}
          onClick={() => remove(object)}
        >
          <DeleteIcon aria-hidden />
          Remove
        </button>
      </div>
    </li>
  );
});

/** Rows rendered at first; a folder of thousands of files shows more on request. */
const ROWS_SHOWN = 200;

function cleanDone(objects: readonly ManagedObject[]): void {
  for (const object of objects)
    if (object.done && object.type === 'download') forgetDownload(object.instanceID);
  uploadQueue.forgetDone();
  useObjectsStore.getState().cleanDone();
}

/**
 * The object manager (spec §4): a top-bar button with the number of transfers, and the panel listing them newest
 * first, each with its direction, progress and state, and cancel, retry or remove. It closes itself when empty.
 */
export function ObjectManagerPanel() {
  const objects = useObjectsStore((state) => state.objectsToManage);
  const open = useObjectsStore((state) => state.managerOpen);
  const toggle = useObjectsStore((state) => state.toggleManager);
  const close = useObjectsStore((state) => state.closeManager);
  const panelId = useId();
  const titleId = useId();
  const [shown, setShown] = useState(ROWS_SHOWN);
  useEffect(() => uploadQueue.restorePaused(), []);
  const running = objects.filter((object) => !object.done && !object.error).length;
  return (
    <>
      <button
        type="button"
        className="btn-secondary py-1.5"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <TransfersIcon aria-hidden />
        Transfers
        <span className="rounded-full bg-slate-100 px-2 text-xs">{objects.length}</span>
        {running > 0 && <span className="sr-only">{`${running} in progress`}</span>}
      </button>
      {open && (
        <aside
          id={panelId}
          aria-labelledby={titleId}
          className="fixed top-14 right-4 z-30 flex max-h-[70vh] w-[min(26rem,calc(100vw-2rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              Uploads and downloads
            </h2>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary px-2 py-1 text-xs"
                disabled={!objects.some((object) => object.done && !object.error)}
                onClick={() => cleanDone(objects)}
              >
                <CleanDoneIcon aria-hidden />
                Clean done
              </button>
              <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={close}>
                <CloseIcon aria-hidden />
                Close
              </button>
            </div>
          </header>
          {objects.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">No uploads or downloads yet.</p>
          ) : (
            <div className="overflow-y-auto">
              <ul aria-label="Transfers">
                {objects.slice(0, shown).map((object) => (
                  <ManagedObjectRow key={object.instanceID} object={object} />
                ))}
              </ul>
              {objects.length > shown && (
                <button
                  type="button"
                  className="btn-secondary m-4"
                  onClick={() => setShown((count) => count + ROWS_SHOWN)}
                >
                  {`Show more (${objects.length - shown} not shown)`}
                </button>
              )}
            </div>
          )}
        </aside>
      )}
    </>
  );
}
