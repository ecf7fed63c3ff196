import { fillPath, queryEntries } from '@/contract/endpoint';
import type { SocketDefinition } from '@/contract/socket';

/** The stream's address under the document base, on ws: or wss: as the page itself is served. */
export function socketUrl(
  definition: SocketDefinition,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const url = new URL(`ws${fillPath(definition.path, args.params)}`, document.baseURI);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [name, value] of queryEntries(args.query)) url.searchParams.set(name, value);
  return url.toString();
}
