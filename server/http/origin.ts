import type { Context } from 'hono';
import type { ConsoleConfig } from '../config.ts';

type OriginConfig = Pick<ConsoleConfig, 'publicUrl' | 'trustProxy'>;

/** The first value of a header a proxy may have sent as a comma-separated list. */
function firstValue(value: string | undefined): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

function forwardedProtocol(c: Context, config: OriginConfig): string | undefined {
  if (!config.trustProxy) return undefined;
  const protocol = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  return protocol === 'https' || protocol === 'http' ? protocol : undefined;
}

/**
 * Whether the browser reached the console over HTTPS: as the configured public URL says, else as a trusted
 * proxy says, else as this connection is. Decides the cookie's Secure flag and name, and HSTS.
 */
export function isHttpsRequest(c: Context, config: OriginConfig): boolean {
  if (config.publicUrl) return config.publicUrl.protocol === 'https:';
  const protocol = forwardedProtocol(c, config) ?? new URL(c.req.url).protocol.replace(/:$/, '');
  return protocol === 'https';
}

/** Scheme and host that browsers use for the console, for links that leave it (share links). */
export function publicOrigin(c: Context, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl.origin;
  const url = new URL(c.req.url);
  const protocol = forwardedProtocol(c, config) ?? url.protocol.replace(/:$/, '');
  const host = (config.trustProxy && firstValue(c.req.header('x-forwarded-host'))) || url.host;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request comes from: the connection's peer, or behind a trusted proxy the address that
 * proxy saw (the last X-Forwarded-For entry: earlier ones are whatever the client chose to send).
 */
export function clientAddress(c: Context, config: OriginConfig): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (!config.trustProxy) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || peer;
}
