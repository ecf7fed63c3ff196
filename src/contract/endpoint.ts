import type { $ZodError, $ZodType, input, output } from 'zod/v4/core';

/**
 * One `/api/v1` operation, declared once: the console server serves it, the app calls it and the mocks answer
 * it from this declaration, and the OpenAPI document describes it.
 */
export interface EndpointDefinition {
  /** The operation's name (OpenAPI operationId), unique across the API. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to `/api/v1`, with `{name}` for each path parameter, as the console REST contract writes it. */
  path: `/${string}`;
  summary: string;
  /** The API area it belongs to (an OpenAPI tag): one server router and one mock module per area. */
  area: string;
  /** The path parameters, each a string on the wire. */
  params?: $ZodType<Record<string, unknown>, Record<string, string>>;
  /** The query parameters, each a string on the wire (absent when not sent). */
  query?: $ZodType<Record<string, unknown>, Record<string, string | undefined>>;
  /** A JSON body. */
  body?: $ZodType;
  /** The largest body accepted, in bytes; past it the answer is 413. */
  bodyLimit?: number;
  /**
   * A body that is not JSON, by its media type: the handler reads it from the request itself (uploads are
   * streamed through). With `body` too, the operation takes either: a JSON body is parsed, this one is not.
   */
  streamedBody?: string;
  /** A JSON answer; absent for an operation that answers with no body. */
  response?: $ZodType;
  /** An answer that is streamed (downloads, NDJSON), by its media type; not parsed by the app's `call`. */
  streamedResponse?: string;
  /** The status of a successful answer. */
  status: 200 | 201 | 204;
  /** Answered without a session (login, public downloads, the API's own description). */
  public?: true;
}

type InputOf<S> = S extends $ZodType ? input<S> : never;
type OutputOf<S> = S extends $ZodType ? output<S> : undefined;

/** Declares an operation, keeping its literal types so callers, handlers and mocks are typed from it. */
export const endpoint = <const D extends EndpointDefinition>(definition: D): D => definition;

/** What a handler receives: the parsed path parameters, query and body. */
export interface EndpointInput<E extends EndpointDefinition> {
  params: E['params'] extends $ZodType ? output<E['params']> : Record<string, never>;
  query: E['query'] extends $ZodType ? output<E['query']> : Record<string, never>;
  /** Absent when the request sent the operation's other, `streamedBody`, media type instead. */
  body: E['streamedBody'] extends string ? OutputOf<E['body']> | undefined : OutputOf<E['body']>;
}

/** What a caller passes: only the parts the operation has. */
export type EndpointArgs<E extends EndpointDefinition> = (E['params'] extends $ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends $ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends $ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** Whether a request with this Content-Type sends the operation's `streamedBody`, for its handler to read. */
export function sendsStreamedBody(
  endpoint: EndpointDefinition,
  contentType: string | null | undefined,
): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return endpoint.streamedBody !== undefined && essence === endpoint.streamedBody;
}

/** The parsed answer of a successful call. */
export type EndpointResponse<E extends EndpointDefinition> = OutputOf<E['response']>;

const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The path parameters' names, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(PATH_PARAM)].map((m) => m[1] ?? '');

/** The path with `{name}` written `:name`, as Hono and MSW match it. */
export const routePattern = (path: string): string => path.replace(PATH_PARAM, ':$1');

/**
 * The path with each parameter filled in and percent-encoded as one segment, so no value (a `/`, `..`, `?`)
 * can reach another resource.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`The path parameter ${name} of ${path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query's defined values as strings, in the order given. */
export function queryEntries(query: Record<string, unknown> | undefined): [string, string][] {
  return Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)]);
}

/** A schema failure as the one line the error shape's `detailedMessage` carries: "field: reason; …". */
export function describeProblems(error: $ZodError, whole = 'body'): string {
  return error.issues.map((issue) => `${issue.path.join('.') || whole}: ${issue.message}`).join('; ');
}
