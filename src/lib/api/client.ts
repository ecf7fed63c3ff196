import ky, { HTTPError } from 'ky';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  type EndpointArgs,
  type EndpointDefinition,
  type EndpointResponse,
  fillPath,
  queryEntries,
} from '@/contract/endpoint';
import { takeEarly } from './early-fetch';
import { apiUrl, endpointUrl, relativeToApi } from './endpoint-url';
import { ApiError, networkError, normaliseHttpError, unexpectedAnswerError } from './errors';

type SessionLostHandler = (error: ApiError) => void;
let onSessionLost: SessionLostHandler = () => {};

/** The shell decides what losing the session means (go to /login); the client only reports it. */
export function setSessionLostHandler(handler: SessionLostHandler): void {
  onSessionLost = handler;
}

/**
 * Every failed call passes through here, including streams read without ky: a lost session, or no answer
 * at all, is handed to the shell. Returns the error for the caller to throw.
 */
export function reportFailure(error: ApiError): ApiError {
  if (error.isSessionLost || error.status === undefined) onSessionLost(error);
  return error;
}

const http = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: false,
  headers: { accept: 'application/json' },
});

async function errorFrom(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body = await error.response.json().catch(() => undefined);
    return normaliseHttpError(error.response.status, body);
  }
  if (error instanceof ApiError) return error;
  // A cancelled request is not a lost server; its error is not always a DOMException (jsdom, polyfills).
  if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
  return networkError(error);
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

interface RequestOptions {
  body?: unknown;
  /** A multipart form, sent instead of a JSON body. */
  form?: FormData;
  searchParams?: Record<string, string | number | boolean> | [string, string][];
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** Paths are relative to /api/v1 under the document base. */
export async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path);
  try {
    const response = await http(url, {
      method,
      json: options.body,
      body: options.form,
      searchParams: options.searchParams,
      signal: options.signal,
    });
    return await readJson(response);
  } catch (error) {
    throw reportFailure(await errorFrom(error));
  }
}

function parseAnswer<T extends $ZodType>(path: string, schema: T, data: unknown): output<T> {
  const parsed = safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw unexpectedAnswerError(relativeToApi(path), issues.join('\n'));
}

export { endpointUrl };

/** The JSON of an answer fetched early; undefined when it failed or holds no JSON, and the read is asked again. */
const jsonOf = async (response: Response | undefined) =>
  response?.ok
    ? readJson(response).then(
        (body) => ({ body }),
        () => undefined,
      )
    : undefined;

/** An answer fetched early (src/lib/api/early-fetch.ts), parsed as declared; undefined if it failed. */
async function earlyAnswer<E extends EndpointDefinition>(
  endpoint: E,
  args: EndpointArgs<E>,
  early: Promise<Response | undefined>,
): Promise<{ data: EndpointResponse<E> } | undefined> {
  const json = await early.then(jsonOf);
  if (!json) return undefined;
  const path = fillPath(endpoint.path, args.params);
  const data = endpoint.response ? parseAnswer(path, endpoint.response, json.body) : undefined;
  return { data: data as EndpointResponse<E> };
}

/**
 * Calls a declared operation: the path is filled from `args.params`, the query and JSON body sent as declared,
 * and a JSON answer parsed by the declared schema. A read fetched early is answered from there (asked again if
 * it failed).
 */
export async function call<E extends EndpointDefinition>(
  endpoint: E,
  args: EndpointArgs<E>,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  const early = endpoint.method === 'GET' ? takeEarly(endpointUrl(endpoint, args)) : undefined;
  const answer = early && (await earlyAnswer(endpoint, args, early));
  return answer ? answer.data : callNow(endpoint, args, signal);
}

async function callNow<E extends EndpointDefinition>(
  endpoint: E,
  args: EndpointArgs<E>,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  const path = fillPath(endpoint.path, args.params);
  const data = await request(endpoint.method.toLowerCase() as Method, path, {
    body: args.body,
    searchParams: queryEntries(args.query),
    signal,
  });
  return (endpoint.response ? parseAnswer(path, endpoint.response, data) : undefined) as EndpointResponse<E>;
}

/** Calls a declared operation whose `streamedBody` is a small multipart form (a file read whole, not an upload). */
export async function callWithForm<E extends EndpointDefinition>(
  endpoint: E,
  args: Omit<EndpointArgs<E>, 'body'>,
  form: FormData,
): Promise<EndpointResponse<E>> {
  const path = fillPath(endpoint.path, args.params);
  const data = await request(endpoint.method.toLowerCase() as Method, path, {
    form,
    searchParams: queryEntries(args.query),
  });
  return (endpoint.response ? parseAnswer(path, endpoint.response, data) : undefined) as EndpointResponse<E>;
}

/** A declared operation's streamed answer read whole (a small download), with its headers. */
export async function fetchDownload<E extends EndpointDefinition>(
  endpoint: E,
  args: Omit<EndpointArgs<E>, 'body'>,
  signal?: AbortSignal,
): Promise<{ blob: Blob; headers: Headers }> {
  try {
    const response = await http(endpointUrl(endpoint, args), {
      method: endpoint.method.toLowerCase(),
      signal,
    });
    return { blob: await response.blob(), headers: response.headers };
  } catch (error) {
    throw reportFailure(await errorFrom(error));
  }
}
