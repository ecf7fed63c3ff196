import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * One live stream under `/ws`, declared once like the REST operations: the console server upgrades it, the app
 * opens it and the mocks answer it from this declaration. The server sends one JSON text frame per item, as
 * MinIO produced it, and notices of its own (below) between them.
 */
export interface SocketDefinition {
  /** Unique across the API. */
  id: string;
  /** Relative to `/ws`, with `{name}` for each path parameter. */
  path: `/${string}`;
  summary: string;
  area: string;
  params?: $ZodType<Record<string, unknown>, Record<string, string>>;
  query?: $ZodType<Record<string, unknown>, Record<string, string | undefined>>;
  /** One item of the stream. */
  message: $ZodType;
}

/** Declares a stream, keeping its literal types. */
export const socket = <const D extends SocketDefinition>(definition: D): D => definition;

/**
 * What the server says of the stream itself. `dropped`: that many items were left out because the browser read
 * more slowly than they came (the server keeps a bounded amount waiting, never more).
 */
export const socketNoticeSchema = z.object({
  notice: z.literal('dropped'),
  count: z.number().check(z.int(), z.positive()),
});
export type SocketNotice = z.infer<typeof socketNoticeSchema>;

/** Close codes, beyond WebSocket's own 1000 (done) and 1011 (MinIO failed: the reason says how). */
export const SOCKET_CLOSE = {
  done: 1000,
  failed: 1011,
  /** The session ended (expired, logged out or revoked): log in again. */
  sessionEnded: 4401,
} as const;

/** The largest item the server forwards; a larger one is counted as dropped. */
export const SOCKET_MESSAGE_LIMIT = 256 * 1024;
