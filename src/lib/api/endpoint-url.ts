import { type EndpointArgs, type EndpointDefinition, fillPath, queryEntries } from '@/contract/endpoint';
import { apiBaseUrl } from './base-url';

/** A path relative to /api/v1, without the leading slash a declared path has: how URLs and messages name it. */
export const relativeToApi = (path: string) => path.replace(/^\/+/, '');

/** The absolute URL of a path under /api/v1 (declared, or filled in). */
export const apiUrl = (path: string) => new URL(relativeToApi(path), apiBaseUrl());

/**
 * The absolute URL of a declared operation with its path and query filled in, for requests the browser makes
 * itself (downloads it saves, streams, uploads that report progress, reads sent before the app has loaded).
 * Only the declared path is read, so a caller may pass the path alone before the schemas load.
 */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E | Pick<E, 'path'>,
  args: Omit<EndpointArgs<E>, 'body'>,
): string {
  const url = apiUrl(fillPath(endpoint.path, args.params));
  for (const [name, value] of queryEntries(args.query)) url.searchParams.append(name, value);
  return url.toString();
}
