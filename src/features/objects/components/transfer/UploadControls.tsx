import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type DragEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { UploadIcon } from '@/ui/icons';
import { createListingRefresher } from '../../transfer/listing-refresh';
import { filesFromDrop, filesFromInput } from '../../transfer/selected-files';
import { type SelectedFile, uploadQueue } from '../../transfer/upload-queue';
import { uploadRefusal } from './upload-access';

interface UploadPlace {
  bucketName: string;
  /** The folder shown: '' or ending with "/". */
  prefix: string;
}

/** Why uploads to the place are refused (undefined when allowed), and how to queue files for it. */
function useUploads({ bucketName, prefix }: UploadPlace) {
  const { session } = useRouteContext({ from: '/_console' });
  const rewind = useObjectsStore((state) => state.rewind);
  const queryClient = useQueryClient();
  const refresh = useMemo(() => createListingRefresher(queryClient), [queryClient]);
  const refusal = uploadRefusal(session, bucketName, prefix, rewind);
  const maxConcurrent = session.envConstants?.maxConcurrentUploads;
  const upload = useCallback(
    (files: SelectedFile[]) => {
      if (files.length === 0) return;
      uploadQueue.enqueue({ bucketName, prefix, files, maxConcurrent, onStored: refresh });
    },
    [bucketName, prefix, maxConcurrent, refresh],
  );
  return { refusal, upload };
}

/** Chrome and Firefox both honour the non-standard attribute; React has no typed prop for it. */
const pickFolders = (input: HTMLInputElement | null) => input?.setAttribute('webkitdirectory', '');

/**
 * "Upload file(s)" and "Upload folder" for the folder shown; both disabled, with the reason next to them, when the
 * user may not upload there. Folder uploads keep each file's path below the chosen folder.
 */
export function UploadControls(place: UploadPlace) {
  const { refusal, upload } = useUploads(place);
  const reasonId = useId();
  const picker = {
    disabled: Boolean(refusal),
    describedBy: refusal ? reasonId : undefined,
    onChosen: (input: HTMLInputElement) => {
      upload(filesFromInput(input.files));
      input.value = '';
    },
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PickerButton {...picker} label="Upload file(s)" inputLabel="Files to upload" className="btn-primary" />
      <PickerButton
        {...picker}
        label="Upload folder"
        inputLabel="Folder to upload"
        className="btn-secondary"
        prepare={pickFolders}
      />
      {refusal && (
        <p id={reasonId} className="text-sm text-slate-600">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** A button opening the browser's file chooser through its hidden input. */
function PickerButton(props: {
  label: string;
  inputLabel: string;
  className: string;
  disabled: boolean;
  describedBy: string | undefined;
  onChosen: (input: HTMLInputElement) => void;
  /** Prepares the input once mounted. */
  prepare?: (input: HTMLInputElement | null) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={props.className}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden />
        {props.label}
      </button>
      <input
        ref={(element) => {
          input.current = element;
          props.prepare?.(element);
        }}
        type="file"
        multiple
        hidden
        aria-label={props.inputLabel}
        disabled={props.disabled}
        onChange={(event) => props.onChosen(event.currentTarget)}
      />
    </>
  );
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Wraps the folder's listing: files and whole folders dropped on it are uploaded to the folder. While files are
 * dragged over it, it says where they will go, or why they cannot.
 */
export function UploadDropZone({ children, ...place }: UploadPlace & { children: ReactNode }) {
  const { refusal, upload } = useUploads(place);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = refusal ? 'none' : 'copy';
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!refusal) void filesFromDrop(event.dataTransfer).then(upload);
  };
  const target = place.prefix ? `${place.bucketName}/${place.prefix}` : place.bucketName;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the upload buttons are the keyboard path
    <div
      className="relative flex min-h-0 flex-1 flex-col"
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      {children}
      {dragging && (
        <div
          role="status"
          className={`pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-md border-2 border-dashed p-6 text-center text-sm font-medium ${
            refusal
              ? 'border-danger-600 bg-danger-50/90 text-danger-700'
              : 'border-brand-500 bg-brand-50/90 text-brand-700'
          }`}
        >
          {refusal ?? `Drop files or folders to upload them to ${target}`}
        </div>
      )}
    </div>
  );
}
