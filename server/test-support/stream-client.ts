import { WebSocket } from 'ws';

/** How a stream went for its client: refused before the upgrade, or opened, with what it sent and how it ended. */
export type StreamOutcome =
  | { refused: { status: number; body: string } }
  | { frames: unknown[]; closed?: { code: number; reason: string } };

/** The browser's view of a socket, which both `ws` and the mocks' intercepted `WebSocket` offer. */
export interface BrowserSocket {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  send(data: string | Uint8Array): void;
  close(): void;
}

export interface Listening {
  /** Enough frames: the client closes the socket. */
  enough: (frames: unknown[]) => boolean;
  /** When nothing ends the stream sooner, the client closes it after this long. */
  timeoutMs: number;
  /** What the client sends once the socket is open, in order. */
  send?: readonly (string | Uint8Array)[];
}

const parsed = (data: unknown): unknown => {
  const text = typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer).toString();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Collects a socket's frames until it closes, has sent enough, or the time is up. */
export function listen(socket: BrowserSocket, listening: Listening): Promise<StreamOutcome> {
  const frames: unknown[] = [];
  return new Promise((done) => {
    const timer = setTimeout(() => {
      socket.close();
      done({ frames });
    }, listening.timeoutMs);
    const finish = (outcome: StreamOutcome) => {
      clearTimeout(timer);
      done(outcome);
    };
    socket.addEventListener('open', () => {
      for (const data of listening.send ?? []) socket.send(data);
    });
    socket.addEventListener('message', ({ data }) => {
      frames.push(parsed(data));
      if (!listening.enough(frames)) return;
      socket.close();
      finish({ frames });
    });
    socket.addEventListener('close', ({ code, reason }) => finish({ frames, closed: { code, reason } }));
  });
}

export interface Opening {
  cookie?: string;
  origin?: string;
}

/**
 * Opens a stream of a listening console server (`ws://host:port/ws/...`) as a browser would, answering its
 * refusal (status and body) when the server declines the upgrade.
 */
export function openStream(url: string, opening: Opening, listening: Listening): Promise<StreamOutcome> {
  const headers: Record<string, string> = opening.cookie ? { cookie: opening.cookie } : {};
  const socket = new WebSocket(url, {
    headers,
    origin: opening.origin ?? new URL(url.replace(/^ws/, 'http')).origin,
  });
  const refused = new Promise<StreamOutcome>((done) => {
    socket.on('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        done({ refused: { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() } });
        request.destroy();
      });
    });
  });
  // A refused upgrade ends in an error event too; the refusal above is what it means.
  socket.on('error', () => {});
  return Promise.race([refused, listen(socket as unknown as BrowserSocket, listening)]);
}
