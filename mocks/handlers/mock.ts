import { HttpResponse, http as msw } from 'msw';
import type { $ZodType } from 'zod/v4/core';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResponse,
  routePattern,
  sendsStreamedBody,
} from '../../src/contract/endpoint';
import { pathParamsRefusal } from '../../src/contract/path-params';
import { checkedPart, repeatedQueryProblem } from '../../src/contract/request-parts';
import type { SessionState } from '../model';
import { apiError, noContent, parseBody, requireSession } from './respond';

type Session = Extract<SessionState, { kind: 'ok' }>;

interface MockInput<E extends EndpointDefinition> extends EndpointInput<E> {
  request: Request;
  /** The logged-in session; absent only for public operations. */
  session: E['public'] extends true ? Session | undefined : Session;
}

type Resolver<E extends EndpointDefinition> = (input: MockInput<E>) => Promise<Answer<E>> | Answer<E>;

/** What a handler answers: the declared JSON, nothing for an operation without one, or its own Response. */
// biome-ignore lint/suspicious/noConfusingVoidType: an async handler of an operation without a body returns Promise<void>.
type Answer<E extends EndpointDefinition> = EndpointResponse<E> | Response | undefined | void;

/** A request part checked as the real server checks it: the parsed value, or its 400 "Invalid request". */
function parsed(schema: $ZodType | undefined, value: unknown, whole: string): { value: unknown } | Response {
  const part = checkedPart(schema, value, whole);
  return 'problem' in part ? apiError(400, 'Invalid request', part.problem) : part;
}

/** Each query parameter's value; as on the real server, a parameter sent twice is refused. */
function singleQuery(url: URL): Record<string, string> | Response {
  const problem = repeatedQueryProblem([...url.searchParams.keys()]);
  return problem ? apiError(400, 'Invalid request', problem) : Object.fromEntries(url.searchParams);
}

/** Session, then path parameters, query and body, in the order the real server checks them. */
async function mockInput<E extends EndpointDefinition>(
  endpoint: E,
  request: Request,
  rawParams: Record<string, unknown>,
): Promise<MockInput<E> | Response> {
  const session = requireSession();
  if (!endpoint.public && session instanceof Response) return session;
  const refusal = endpoint.public ? null : pathParamsRefusal(rawParams);
  if (refusal) return apiError(400, refusal.message, refusal.detailedMessage);
  const params = parsed(endpoint.params, rawParams, 'path');
  if (params instanceof Response) return params;
  const rawQuery = singleQuery(new URL(request.url));
  if (rawQuery instanceof Response) return rawQuery;
  const query = parsed(endpoint.query, rawQuery, 'query');
  if (query instanceof Response) return query;
  const body =
    endpoint.body && !sendsStreamedBody(endpoint, request.headers.get('content-type'))
      ? await parseBody(request, endpoint.body)
      : undefined;
  if (body instanceof Response) return body;
  return {
    params: params.value,
    query: query.value,
    body,
    request,
    session: session instanceof Response ? undefined : session,
  } as MockInput<E>;
}

/** The mock's answer to a declared operation, parsed and answered exactly as the console server does. */
export function mock<E extends EndpointDefinition>(endpoint: E, resolver: Resolver<E>) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return msw[method](`*/api/v1${routePattern(endpoint.path)}`, async ({ request, params }) => {
    const input = await mockInput(endpoint, request, params);
    if (input instanceof Response) return input;
    const answer = await resolver(input);
    if (answer instanceof Response) return answer;
    if (endpoint.response) return HttpResponse.json(answer as object, { status: endpoint.status });
    return endpoint.status === 204 ? noContent() : new HttpResponse(null, { status: endpoint.status });
  });
}
