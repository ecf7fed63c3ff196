import { createConnection, createServer, type Socket } from 'node:net';

export interface ProxyMode {
  /** Each chunk, in either direction, is held this long before it is passed on. */
  delayMs: number;
  /** Nothing is passed on at all. */
  stalled: boolean;
}

export interface DelayingProxy {
  port: number;
  setMode: (mode: Partial<ProxyMode>) => void;
  /** Ends every open connection (e.g. the stalled ones). */
  dropConnections: () => void;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A TCP proxy on loopback that passes bytes to `targetPort`, slowed or stalled on demand. */
export async function startDelayingProxy(port: number, targetPort: number): Promise<DelayingProxy> {
  const mode: ProxyMode = { delayMs: 0, stalled: false };
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  /**
   * Passes `from`'s chunks on to `to` in order, each after the current delay; none while stalled. An end or a
   * reset reaches `to` after the chunks that came before it, as on a slow network.
   */
  const relay = (from: Socket, to: Socket) => {
    let queue = Promise.resolve();
    let ended = false;
    from.on('data', (chunk) => {
      queue = queue.then(async () => {
        if (mode.stalled) return new Promise<void>(() => {});
        if (mode.delayMs > 0) await sleep(mode.delayMs);
        if (!to.destroyed) to.write(chunk);
      });
    });
    from.on('end', () => {
      ended = true;
      queue = queue.then(() => {
        to.end();
      });
    });
    from.on('close', () => {
      if (!ended)
        queue = queue.then(() => {
          to.destroy();
        });
    });
  };

  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    setMode: (next) => Object.assign(mode, next),
    dropConnections,
    close: () =>
      new Promise<void>((done) => {
        dropConnections();
        server.close(() => done());
      }),
  };
}
