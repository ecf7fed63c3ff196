/**
 * GetObject over a connection of its own, read into a small ring of reused buffers rather than through Node's HTTP
 * client, which copies every piece of the body into a new buffer: at transfer speed those short-lived buffers
 * were a third of the server's CPU time (garbage collections for external memory). Each buffer is passed on as
 * it was filled and is read into again only once its bytes have been written out; the socket waits while the
 * ring is full, so a slow reader holds at most the ring's bytes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { type ConnectionOptions, connect as tlsConnect } from 'node:tls';
import { ConsoleError } from '../http/errors.ts';
import { apiErrorFromResponse, MinioUnreachableError } from './errors.ts';

const BUFFER_BYTES = 1024 * 1024;
const RING_SIZE = 4;
/** MinIO's answer head is a few hundred bytes; a head larger than this is not MinIO's. */
const MAX_HEAD_BYTES = 64 * 1024;
/** A refusal's error document is small; a larger one is cut here. */
const MAX_REFUSAL_BYTES = 64 * 1024;

/** Where the bytes go: `write` hands a chunk over and calls `done` once it no longer needs the chunk's memory. */
export interface ObjectSink {
  write(chunk: Buffer, done: () => void): void;
  end(): void;
  fail(error: Error): void;
}

export interface ObjectRequest {
  url: URL;
  /** The signed headers, `host` included. */
  headers: Record<string, string>;
  idleTimeoutMs: number;
  signal?: AbortSignal;
}

/** The browser went away mid-request (a cancel, a reload, a dropped network): nothing to report or log. */
export const clientGone = () => new ConsoleError(499, 'The request was cancelled');

function requestHead({ url, headers }: ObjectRequest): string {
  const lines = Object.entries({ ...headers, connection: 'close' }).map(([name, value]) => {
    if (/[\r\n]/.test(name) || /[\r\n]/.test(value)) throw new Error(`The header ${name} holds a line break`);
    return `${name}: ${value}\r\n`;
  });
  return `GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

interface AnswerHead {
  status: number;
  headers: IncomingHttpHeaders;
}

function parseHead(text: string): AnswerHead {
  const [statusLine = '', ...lines] = text.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) throw new MinioUnreachableError('MinIO answered with something that is not HTTP');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(status), headers };
}

/** A chunked body, whole, as its bytes. */
function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.toString('latin1', at, lineEnd), 16);
    if (lineEnd < 0 || !(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** An answer's body, its bytes handed to one sink as they arrive. */
export interface ObjectBody {
  status: number;
  headers: IncomingHttpHeaders;
  /** Its Content-Length. */
  length: number;
  /** Starts the transfer into `sink`; once only. */
  drainInto(sink: ObjectSink): void;
  /** The bytes as a Node stream, each chunk a copy (for readers that keep chunks, such as the zip writer). */
  readable(): Readable;
  /** Stops the read and closes MinIO's connection. */
  destroy(): void;
}

/**
 * The ring of buffers and the socket reading into it. A buffer is in flight from the read that fills it until its
 * sink says it is done; the socket pauses when the next buffer of the ring is still in flight.
 */
class RingReader {
  private readonly ring: Buffer[] = Array.from({ length: RING_SIZE }, () => Buffer.allocUnsafe(BUFFER_BYTES));
  private readonly inFlight = new Array<boolean>(RING_SIZE).fill(false);
  private next = 0;
  private waitingFor = -1;

  /** The buffer the next read fills. */
  take = (): Buffer => {
    const buffer = this.ring[this.next] as Buffer;
    this.next = (this.next + 1) % RING_SIZE;
    return buffer;
  };

  indexOf(buffer: Buffer): number {
    return this.ring.indexOf(buffer);
  }

  hold(index: number): void {
    this.inFlight[index] = true;
  }

  /** Whether the socket must wait before its next read (that buffer still in flight). */
  mustWait(): boolean {
    if (!this.inFlight[this.next]) return false;
    this.waitingFor = this.next;
    return true;
  }

  /** Frees the buffer; answers whether the socket was waiting for exactly it. */
  release(index: number): boolean {
    this.inFlight[index] = false;
    if (this.waitingFor !== index) return false;
    this.waitingFor = -1;
    return true;
  }

  get waiting(): boolean {
    return this.waitingFor >= 0;
  }
}

type Phase =
  | { kind: 'head'; bytes: Buffer }
  | { kind: 'refusal'; head: AnswerHead; chunks: Buffer[]; length: number }
  | { kind: 'body'; received: number; sink?: ObjectSink; pending?: { index: number; chunk: Buffer } }
  | { kind: 'over' };

/** Opens the connection to MinIO's host and port, reading into `onread`'s buffers (TLS for an https URL). */
function connectTo(
  url: URL,
  onread: { buffer: () => Buffer; callback: (count: number, buffer: Uint8Array) => boolean },
) {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // tls.connect reads into `onread` as net.connect does (Node's documentation); its typings leave the option out.
  const tlsOptions = { host, port, servername: isIP(host) ? undefined : host, onread } as ConnectionOptions;
  return url.protocol === 'https:' ? tlsConnect(tlsOptions) : netConnect({ host, port, onread });
}

/**
 * One GetObject: the request sent, then its answer read phase by phase (the head, then a refusal's error
 * document or the object's bytes) as the socket fills the ring's buffers.
 */
class ObjectRead {
  readonly answered: Promise<ObjectBody>;
  readonly body: ObjectBody;
  private readonly ring = new RingReader();
  private readonly socket: Socket;
  private phase: Phase = { kind: 'head', bytes: Buffer.alloc(0) };
  private settle!: { resolve: (body: ObjectBody) => void; reject: (error: Error) => void };

  constructor(private readonly request: ObjectRequest) {
    this.answered = new Promise<ObjectBody>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.body = {
      status: 0,
      headers: {},
      length: 0,
      drainInto: (sink) => this.drainInto(sink),
      readable: () => readableOf(this.body),
      destroy: () => this.fail(clientGone()),
    };
    this.socket = connectTo(request.url, {
      buffer: this.ring.take,
      callback: (count, buffer) => this.received(count, buffer),
    });
    request.signal?.addEventListener('abort', this.abort, { once: true });
    if (request.signal?.aborted) queueMicrotask(this.abort);
    this.watchSocket();
    this.socket.write(requestHead(request));
  }

  private readonly abort = () => this.fail(clientGone());

  private watchSocket(): void {
    const { socket, request } = this;
    socket.setNoDelay(true);
    socket.setTimeout(request.idleTimeoutMs, () => {
      // Waiting on a slow reader is not MinIO's silence.
      if (this.phase.kind === 'body' && (this.ring.waiting || !this.phase.sink)) return;
      this.fail(new MinioUnreachableError('MinIO did not answer in time', { cause: { code: 'ETIMEDOUT' } }));
    });
    socket.on('error', (error) => this.fail(new MinioUnreachableError(error.message, { cause: error })));
    socket.on('end', () => {
      if (this.phase.kind === 'refusal') this.refuse();
      else this.fail(new MinioUnreachableError('MinIO closed the connection before the end of its answer'));
    });
  }

  /** Ends the read: the phase it was in, once the connection is closed. */
  private close(): Phase {
    const was = this.phase;
    this.phase = { kind: 'over' };
    this.socket.destroy();
    this.request.signal?.removeEventListener('abort', this.abort);
    return was;
  }

  private fail(error: Error): void {
    const was = this.close();
    if (was.kind === 'body') was.sink?.fail(error);
    else if (was.kind !== 'over') this.settle.reject(error);
  }

  private finish(): void {
    const was = this.close();
    if (was.kind === 'body') was.sink?.end();
  }

  private drainInto(sink: ObjectSink): void {
    if (this.phase.kind !== 'body' || this.phase.sink) {
      sink.fail(new Error('The object is no longer being read'));
      return;
    }
    this.phase.sink = sink;
    const pending = this.phase.pending;
    this.phase.pending = undefined;
    if (pending) this.writeOut(pending.index, pending.chunk);
    else if (this.phase.received >= this.body.length) this.finish();
    if (this.phase.kind === 'body' && !this.ring.waiting) this.socket.resume();
  }

  /** Hands one filled buffer's bytes to the sink; the buffer is in flight until the sink is done with them. */
  private writeOut(index: number, chunk: Buffer): void {
    if (this.phase.kind !== 'body' || !this.phase.sink) return;
    this.ring.hold(index);
    this.phase.sink.write(chunk, () => {
      if (this.ring.release(index) && this.phase.kind === 'body') {
        this.socket.resume();
        this.socket.setTimeout(this.request.idleTimeoutMs);
      }
    });
    if (this.phase.received >= this.body.length) this.finish();
  }

  /** Counts the bytes of the body (never past its length) and passes them on, or keeps them until a sink comes. */
  private passOn(index: number, chunk: Buffer): void {
    if (this.phase.kind !== 'body') return;
    const wanted = chunk.subarray(0, this.body.length - this.phase.received);
    this.phase.received += wanted.length;
    if (this.phase.sink) {
      this.writeOut(index, wanted);
      return;
    }
    this.ring.hold(index);
    this.phase.pending = { index, chunk: wanted };
  }

  private startBody(head: AnswerHead, buffer: Buffer, rest: Buffer): void {
    const length = Number(head.headers['content-length']);
    if (!Number.isSafeInteger(length) || length < 0) {
      this.fail(new MinioUnreachableError('MinIO answered an object without its length'));
      return;
    }
    Object.assign(this.body, { status: head.status, headers: head.headers, length });
    this.phase = { kind: 'body', received: 0 };
    this.settle.resolve(this.body);
    if (rest.length > 0) this.passOn(this.ring.indexOf(buffer), rest);
  }

  private refusalRead(chunk: Buffer): void {
    if (this.phase.kind !== 'refusal') return;
    if (this.phase.length < MAX_REFUSAL_BYTES) this.phase.chunks.push(Buffer.from(chunk));
    this.phase.length += chunk.length;
    const declared = Number(this.phase.head.headers['content-length']);
    if (this.phase.length >= declared || this.phase.length >= MAX_REFUSAL_BYTES) this.refuse();
  }

  /** MinIO's refusal, as the error it names, once its document is read. */
  private refuse(): void {
    if (this.phase.kind !== 'refusal') return;
    const { head, chunks } = this.phase;
    const whole = Buffer.concat(chunks);
    const chunked = /chunked/i.test(String(head.headers['transfer-encoding']));
    const text = (chunked ? unchunked(whole) : whole).toString();
    this.close();
    apiErrorFromResponse(new Response(text, { status: head.status })).then(
      this.settle.reject,
      this.settle.reject,
    );
  }

  private headRead(chunk: Buffer, buffer: Buffer): void {
    if (this.phase.kind !== 'head') return;
    const bytes = Buffer.concat([this.phase.bytes, chunk]);
    const end = bytes.indexOf('\r\n\r\n');
    if (end < 0) {
      this.phase.bytes = bytes;
      if (bytes.length > MAX_HEAD_BYTES) {
        this.fail(new MinioUnreachableError('MinIO answered with a head too large'));
      }
      return;
    }
    const head = parseHead(bytes.toString('latin1', 0, end));
    const rest = chunk.subarray(chunk.length - (bytes.length - end - 4));
    if (head.status >= 300) {
      this.phase = { kind: 'refusal', head, chunks: [], length: 0 };
      if (rest.length > 0) this.refusalRead(rest);
      return;
    }
    this.startBody(head, buffer, rest);
  }

  /** The socket's `onread`: whether it may read on into the next buffer of the ring. */
  private received(count: number, buffer: Uint8Array): boolean {
    const chunk = Buffer.from(buffer.buffer, buffer.byteOffset, count);
    try {
      if (this.phase.kind === 'head') this.headRead(chunk, buffer as Buffer);
      else if (this.phase.kind === 'refusal') this.refusalRead(chunk);
      else if (this.phase.kind === 'body') this.passOn(this.ring.indexOf(buffer as Buffer), chunk);
    } catch (error) {
      this.fail(error as Error);
    }
    if (this.phase.kind !== 'body') return true;
    return Boolean(this.phase.sink) && !this.ring.mustWait();
  }
}

/**
 * Sends the signed GET and answers once MinIO's head has said yes, the body not yet read. MinIO's refusals arrive as
 * `MinioApiError`, no answer (refused, reset, silent for `idleTimeoutMs`) as `MinioUnreachableError`.
 */
export function readObject(request: ObjectRequest): Promise<ObjectBody> {
  return new ObjectRead(request).answered;
}

/**
 * The body as a Node stream; each chunk is copied, so its buffer goes back to the ring at once. The bytes start
 * to flow at the stream's first read, so a stream made and never read leaves the body to another sink.
 */
function readableOf(body: ObjectBody): Readable {
  let waiting: (() => void) | undefined;
  let started = false;
  const stream = new Readable({
    read() {
      if (!started) {
        started = true;
        return body.drainInto({
          write(chunk, done) {
            if (stream.push(Buffer.from(chunk))) done();
            else waiting = done;
          },
          end: () => stream.push(null),
          fail: (error) => stream.destroy(error),
        });
      }
      const done = waiting;
      waiting = undefined;
      done?.();
    },
    destroy(error, callback) {
      body.destroy();
      callback(error);
    },
  });
  return stream;
}
