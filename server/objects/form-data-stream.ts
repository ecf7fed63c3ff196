/**
 * A streaming multipart/form-data reader: each part's body is handed on chunk by chunk as it arrives, so a file
 * of any size passes through with only a chunk and a boundary's length held (Hono's parseBody buffers it whole).
 */
import { ConsoleError } from '../http/errors.ts';

export interface FormPart {
  /** The form field's name. */
  name: string;
  fileName?: string;
  contentType?: string;
  /** Must be read to the end (or abandoned with the whole form) before the next part is read. */
  body: AsyncIterable<Buffer>;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** A part's header block; browsers send a few hundred bytes. */
const MAX_HEADER_BYTES = 16 * 1024;
/** What may precede the first boundary; browsers send nothing there. */
const MAX_PREAMBLE_BYTES = 16 * 1024;

const malformed = (detail: string) =>
  new ConsoleError(400, 'Invalid request', `Malformed form data: ${detail}`);

/** The boundary of a `multipart/form-data` Content-Type, or undefined for any other type. */
export function formBoundary(contentType: string | undefined): string | undefined {
  if (!/^\s*multipart\/form-data\s*;/i.test(contentType ?? '')) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** Buffered reading over a byte stream: what was read but not yet used stays in `pending`. */
class ByteReader {
  pending: Buffer;
  /** Bytes after `pending` in its memory that this reader allocated and never handed out. */
  private spare = 0;
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>, initial: Buffer) {
    this.source = source[Symbol.asyncIterator]();
    this.pending = initial;
  }

  /** Reads one more chunk; false at the end of the stream. */
  async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    if (this.pending.length === 0) {
      this.pending = chunk;
      this.spare = 0;
    } else {
      this.append(chunk);
    }
    return true;
  }

  /**
   * Grows `pending` in place while it has room, else into twice its size: a search fed many small chunks
   * copies each byte a bounded number of times, not once per chunk. Bytes already taken are never written.
   */
  private append(chunk: Buffer): void {
    const length = this.pending.length + chunk.length;
    if (chunk.length <= this.spare) {
      const grown = Buffer.from(this.pending.buffer, this.pending.byteOffset, length);
      chunk.copy(grown, this.pending.length);
      this.pending = grown;
      this.spare -= chunk.length;
      return;
    }
    const grown = Buffer.allocUnsafe(Math.max(length, 2 * this.pending.length));
    this.pending.copy(grown);
    chunk.copy(grown, this.pending.length);
    this.pending = grown.subarray(0, length);
    this.spare = grown.length - length;
  }

  take(length: number): Buffer {
    const taken = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return taken;
  }

  /**
   * Reads until `marker` is pending; returns its index, or -1 when the stream ends first. A marker that does
   * not start within `limit` bytes fails as `tooLong`, so a stream without it is never held past that.
   */
  async indexOf(marker: Buffer, limit: number, tooLong: string): Promise<number> {
    let from = 0;
    for (;;) {
      const index = this.pending.indexOf(marker, from);
      if (index >= 0) return index;
      if (this.pending.length > limit) throw malformed(tooLong);
      // Only the bytes still to come can complete a marker that starts in the last marker-length of these.
      from = Math.max(0, this.pending.length - marker.length + 1);
      if (!(await this.more())) return -1;
    }
  }

  async atLeast(length: number): Promise<boolean> {
    while (this.pending.length < length) if (!(await this.more())) return false;
    return true;
  }
}

function parseHeaders(block: string): Omit<FormPart, 'body'> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw malformed('a part has no field name');
  const fileName = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  const contentType = headers.get('content-type');
  return {
    name,
    ...(fileName !== undefined && { fileName }),
    ...(contentType && { contentType }),
  };
}

/** Yields the form's parts in order; a malformed form fails with a 400. */
export async function* formParts(
  source: AsyncIterable<Uint8Array>,
  boundary: string,
): AsyncGenerator<FormPart> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary may open the body directly, without the CRLF that precedes the others.
  const reader = new ByteReader(source, Buffer.from(CRLF));
  const start = await reader.indexOf(delimiter, MAX_PREAMBLE_BYTES, 'no boundary near the start');
  if (start < 0) throw malformed('no boundary');
  reader.take(start + delimiter.length);
  while (await afterBoundaryIsPart(reader)) {
    const headerEnd = await reader.indexOf(HEADERS_END, MAX_HEADER_BYTES, "a part's headers are too long");
    if (headerEnd < 0) throw malformed('the form ended inside part headers');
    const headers = parseHeaders(reader.take(headerEnd).toString('utf8'));
    reader.take(HEADERS_END.length);
    const body = partBody(reader, delimiter);
    yield { ...headers, body };
    for await (const _ of body); // drains what the consumer left unread
  }
}

/** After a boundary: "--" ends the form, CRLF starts a part. */
async function afterBoundaryIsPart(reader: ByteReader): Promise<boolean> {
  if (!(await reader.atLeast(2))) throw malformed('the form ended without its closing boundary');
  const next = reader.take(2).toString('latin1');
  if (next === '--') return false;
  if (next !== '\r\n') throw malformed('unexpected bytes after a boundary');
  return true;
}

/** The part's bytes up to the next delimiter, which it consumes; a second iteration yields nothing. */
function partBody(reader: ByteReader, delimiter: Buffer): AsyncIterable<Buffer> {
  let finished = false;
  return {
    async *[Symbol.asyncIterator]() {
      while (!finished) {
        const index = reader.pending.indexOf(delimiter);
        if (index >= 0) {
          if (index > 0) yield reader.take(index);
          reader.take(delimiter.length);
          finished = true;
          return;
        }
        // Keep a tail that could be the start of the delimiter.
        const safe = reader.pending.length - (delimiter.length - 1);
        if (safe > 0) yield reader.take(safe);
        if (!(await reader.more())) throw malformed('the form ended inside a part');
      }
    },
  };
}
