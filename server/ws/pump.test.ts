import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_MESSAGE_LIMIT } from '../../src/contract/socket.ts';
import { pump } from './pump.ts';

const HIGH_WATER = 1000;

/** A socket whose unsent bytes follow a script: one reading of `bufferedAmount` per item. */
function scriptedSocket(waiting: number[], state: number = WebSocket.OPEN) {
  const sent: unknown[] = [];
  let reading = 0;
  const socket = {
    readyState: state,
    OPEN: WebSocket.OPEN,
    get bufferedAmount() {
      return waiting[reading++] ?? 0;
    },
    send: (frame: string) => sent.push(JSON.parse(frame)),
  };
  return { socket: socket as unknown as WebSocket, sent };
}

async function* itemsOf(values: unknown[]) {
  yield* values;
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => ({ n: index + 1 }));

describe('pump', () => {
  it.each([
    ['a browser keeping up gets every item', [0, 0, 0], [{ n: 1 }, { n: 2 }, { n: 3 }]],
    [
      'items past the high-water mark are dropped, and their count goes out before the next item',
      [0, 2000, 2000, 0],
      [{ n: 1 }, { notice: 'dropped', count: 2 }, { n: 4 }],
    ],
    ['a count still pending when the stream ends is not sent alone', [0, 2000, 2000], [{ n: 1 }]],
    [
      'counting starts again after each notice',
      [2000, 0, 2000, 2000, 0],
      [{ notice: 'dropped', count: 1 }, { n: 2 }, { notice: 'dropped', count: 2 }, { n: 5 }],
    ],
  ])('%s', async (_, waiting, expected) => {
    const { socket, sent } = scriptedSocket(waiting);
    await pump(socket, itemsOf(numbered(waiting.length)), HIGH_WATER);
    expect(sent).toEqual(expected);
  });

  it('drops an item larger than the stream limit, whatever is waiting', async () => {
    const { socket, sent } = scriptedSocket([0, 0, 0]);
    const large = { text: 'x'.repeat(SOCKET_MESSAGE_LIMIT) };
    await pump(socket, itemsOf([{ n: 1 }, large, { n: 3 }]), HIGH_WATER);
    expect(sent).toEqual([{ n: 1 }, { notice: 'dropped', count: 1 }, { n: 3 }]);
  });

  it('stops reading the source once the socket is no longer open', async () => {
    const { socket, sent } = scriptedSocket([], WebSocket.CLOSED);
    let read = 0;
    async function* counted() {
      for (const item of numbered(5)) {
        read++;
        yield item;
      }
    }
    await pump(socket, counted(), HIGH_WATER);
    expect({ sent, read }).toEqual({ sent: [], read: 1 });
  });
});
