import { DOWNLOAD_FORM_FIELD, downloadMultipleObjects, downloadObject } from '@/contract/object-transfer';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { endpointUrl } from '@/lib/api/client';

export interface DownloadRequest {
  bucketName: string;
  /** One object, one folder ("/" suffix), or several of either (sent as one zip). */
  keys: readonly string[];
  /** A version of the single object in `keys`. */
  versionId?: string;
}

/** The GET link of one object (or of a folder, as a zip); what the browser saves, with Range support. */
export function downloadUrl(bucketName: string, key: string, versionId?: string): string {
  return endpointUrl(downloadObject, {
    params: { bucket_name: bucketName },
    query: { prefix: key, version_id: versionId || undefined },
  });
}

const nameOf = (key: string) => {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
};

/** Lets the browser fetch the link itself and stream it to disk, with its own progress and resume. */
function saveLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

const FRAME_NAME = 'console-download-frame';

/** The empty page a new frame starts with; its load says nothing about the download. */
function showsBlankPage(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    return false; // the browser's own error page, from another origin
  }
}

/** A hidden frame the zip form posts into, so the page (and every upload running in it) stays where it is. */
function downloadFrame(onRefused: () => void): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.name = `${FRAME_NAME}-${crypto.randomUUID()}`;
  frame.hidden = true;
  frame.title = 'Download';
  // A download never loads a page in the frame: a page means the server answered with an error instead.
  frame.addEventListener('load', () => {
    if (!showsBlankPage(frame)) onRefused();
  });
  document.body.append(frame);
  setTimeout(() => frame.remove(), 10 * 60_000);
  return frame;
}

/** Posts the keys as a form; the zip is the answer the browser saves, never held in the page's memory. */
function postZipForm(bucketName: string, keys: readonly string[], onRefused: () => void): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = endpointUrl(downloadMultipleObjects, { params: { bucket_name: bucketName } });
  form.target = downloadFrame(onRefused).name;
  form.hidden = true;
  for (const key of keys) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = DOWNLOAD_FORM_FIELD;
    field.value = key;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

const retries = new Map<string, () => void>();

/**
 * Starts a download and lists it in the object manager. The browser does the transfer (it shows the real
 * progress and can resume a single object): the item is done once the download is handed over.
 */
export function startDownload(request: DownloadRequest): string {
  const instanceID = crypto.randomUUID();
  const [first] = request.keys;
  const single = request.keys.length === 1 && first !== undefined;
  const name = single ? nameOf(first) : `${request.keys.length} objects (zip)`;
  const store = useObjectsStore.getState();
  store.addManagedObject({ instanceID, type: 'download', bucketName: request.bucketName, name });
  const handOver = () => {
    if (single) saveLink(downloadUrl(request.bucketName, first, request.versionId));
    else {
      postZipForm(request.bucketName, request.keys, () =>
        useObjectsStore.getState().failObject(instanceID, 'The server refused the download'),
      );
    }
    useObjectsStore.getState().completeObject(instanceID);
  };
  retries.set(instanceID, handOver);
  handOver();
  return instanceID;
}

/** Hands a download over again (after the server refused it). */
export function retryDownload(instanceID: string): void {
  const handOver = retries.get(instanceID);
  if (!handOver) return;
  useObjectsStore.getState().retryObject(instanceID);
  handOver();
}

export function forgetDownload(instanceID: string): void {
  retries.delete(instanceID);
}
