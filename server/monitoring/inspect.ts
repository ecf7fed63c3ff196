import { attachmentHeaders } from '../../src/contract/download-headers.ts';
import { INSPECT_KEY_HEADER, inspectFileName } from '../../src/contract/inspect.ts';
import type { AdminClient } from '../minio/admin-client.ts';

/** MinIO's inspect formats: 1 is a key of its own then the data sealed with it. */
const FORMAT_OWN_KEY = 1;
const KEY_BYTES = 32;

/** Reads from the stream until `count` bytes are in hand; what came past them is kept. */
async function takeBytes(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const all = Buffer.concat(chunks);
  return { head: all.subarray(0, count), rest: all.subarray(count) };
}

/** The rest of the data: what was already read past the header, then the stream. */
function streamOf(
  rest: Uint8Array,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (rest.length > 0) controller.enqueue(rest);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The inspect data as a download. Data MinIO sealed with a key of its own is sent sealed, without the key in front;
 * the key goes in a header, for the page to show once.
 */
export async function inspectDownload(
  admin: AdminClient,
  volume: string,
  file: string,
  signal: AbortSignal,
): Promise<Response> {
  const reader = (await admin.inspectData(volume, file, signal)).getReader();
  const { head, rest } = await takeBytes(reader, 1 + KEY_BYTES);
  if (head[0] !== FORMAT_OWN_KEY || head.length < 1 + KEY_BYTES) {
    await reader.cancel();
    throw new Error(`MinIO sent inspect data in a format this console does not read (${head[0]})`);
  }
  const headers = {
    ...attachmentHeaders(inspectFileName(volume, file, true)),
    [INSPECT_KEY_HEADER]: Buffer.from(head.subarray(1)).toString('hex'),
  };
  return new Response(streamOf(rest, reader), { status: 200, headers });
}
