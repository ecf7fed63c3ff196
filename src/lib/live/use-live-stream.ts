import { useCallback, useEffect, useRef, useState } from 'react';
import { safeParse } from 'zod/mini';
import type { output } from 'zod/v4/core';
import { SOCKET_CLOSE, type SocketDefinition, socketNoticeSchema } from '@/contract/socket';
import { request } from '@/lib/api/client';
import { LiveBuffer } from './live-buffer';
import { socketUrl } from './socket-url';

export type LiveStatus = 'connecting' | 'live' | 'stopped' | 'ended' | 'failed';

export interface LiveStream<T> {
  entries: T[];
  status: LiveStatus;
  /** Why the stream failed, as the server said it. */
  failure: string | undefined;
  /** Items the server left out because the page read too slowly. */
  dropped: number;
  /** Older items no longer held, to keep the page's memory bounded: `entries[i]` is item `evicted + i`. */
  evicted: number;
  clear: () => void;
}

/** How often new items reach the screen: often enough to feel live, rarely enough to stay cheap. */
const FLUSH_MS = 150;

type Message<S extends SocketDefinition> = output<S['message']>;

function describeClose(code: number, reason: string): { status: LiveStatus; failure?: string } {
  if (code === SOCKET_CLOSE.done) return { status: 'ended' };
  if (code === SOCKET_CLOSE.failed)
    return { status: 'failed', failure: reason || 'The server ended the stream' };
  return { status: 'failed', failure: 'The connection to the console server was lost' };
}

/**
 * A stream of the console server's `/ws`, while `running`: its newest `capacity` items, validated by the
 * stream's message schema (others are skipped), from the latest connection on. While `paused`, items keep arriving (within the capacity) but
 * what is shown holds still. Stopping, changing `args` or leaving the page closes the
 * socket, which ends the MinIO call behind it. A session that ended sends the user to log in.
 */
export function useLiveStream<S extends SocketDefinition>(
  definition: S,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  { running, capacity, paused = false }: { running: boolean; capacity: number; paused?: boolean },
): LiveStream<Message<S>> {
  const buffer = useRef(new LiveBuffer<Message<S>>(capacity)).current;
  const [held, setHeld] = useState<{ entries: Message<S>[]; evicted: number }>({ entries: [], evicted: 0 });
  const [state, setState] = useState<{ status: LiveStatus; failure?: string }>({ status: 'stopped' });
  const [dropped, setDropped] = useState(0);
  const url = socketUrl(definition, args);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const show = useCallback(() => setHeld({ entries: buffer.snapshot(), evicted: buffer.evicted }), [buffer]);

  useEffect(() => {
    if (!paused) show();
  }, [paused, show]);

  useEffect(() => {
    if (!running) {
      setState({ status: 'stopped' });
      return;
    }
    setState({ status: 'connecting' });
    // Each connection starts afresh: a stream replays what it starts with (the log's last lines).
    buffer.clear();
    setDropped(0);
    show();
    const socket = new WebSocket(url);
    let flush: ReturnType<typeof setTimeout> | undefined;
    const flushNow = () => {
      flush = undefined;
      if (!pausedRef.current) show();
    };
    socket.onopen = () => setState({ status: 'live' });
    socket.onmessage = (event) => {
      const data = JSON.parse(String(event.data)) as unknown;
      const notice = safeParse(socketNoticeSchema, data);
      if (notice.success) return setDropped((count) => count + notice.data.count);
      const message = safeParse(definition.message, data);
      if (!message.success) return;
      buffer.push(message.data as Message<S>);
      flush ??= setTimeout(flushNow, FLUSH_MS);
    };
    socket.onclose = (event) => {
      if (flush) flushNow();
      // The browser is not told why an upgrade was refused: asking for the session reports a lost one.
      if (event.code === SOCKET_CLOSE.sessionEnded || event.code === 1006)
        void request('get', 'session').catch(() => {});
      setState(describeClose(event.code, event.reason));
    };
    return () => {
      socket.onclose = null;
      socket.close(SOCKET_CLOSE.done);
      clearTimeout(flush);
    };
  }, [running, url, buffer, definition, show]);

  return {
    ...held,
    ...state,
    failure: state.failure,
    dropped,
    clear: () => {
      buffer.clear();
      setHeld({ entries: [], evicted: 0 });
      setDropped(0);
    },
  };
}
