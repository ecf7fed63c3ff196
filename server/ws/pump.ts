import type { WebSocket } from 'ws';
import { SOCKET_MESSAGE_LIMIT, type SocketNotice } from '../../src/contract/socket.ts';

/** How much may wait unsent for one browser before items are dropped rather than queued. */
export const SOCKET_HIGH_WATER_BYTES = 1024 * 1024;

/**
 * Sends each item as a JSON text frame. An item that would join more than `highWater` bytes already waiting
 * for a slow browser, or that is larger than the stream's limit, is dropped and counted; the count is sent
 * before the next item that goes out. The items keep being read, so the source never waits on the browser and
 * the memory held stays bounded.
 */
export async function pump(
  socket: WebSocket,
  items: AsyncIterable<unknown>,
  highWater = SOCKET_HIGH_WATER_BYTES,
): Promise<void> {
  let dropped = 0;
  for await (const item of items) {
    if (socket.readyState !== socket.OPEN) return;
    const frame = JSON.stringify(item);
    if (socket.bufferedAmount > highWater || Buffer.byteLength(frame) > SOCKET_MESSAGE_LIMIT) {
      dropped++;
      continue;
    }
    if (dropped > 0) {
      socket.send(JSON.stringify({ notice: 'dropped', count: dropped } satisfies SocketNotice));
      dropped = 0;
    }
    socket.send(frame);
  }
}
