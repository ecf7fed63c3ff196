import { Hono } from 'hono';
import type { ServerDeps, SessionEnv } from '../context.ts';

export function objectDetailsRoutes(_deps: ServerDeps) {
  return new Hono<SessionEnv>();
}
