import { Hono } from 'hono';
import type { ServerDeps, SessionEnv } from '../context.ts';

export function objectTransferRoutes(_deps: ServerDeps) {
  return new Hono<SessionEnv>();
}
