import {
  type DefaultBodyType,
  type HttpRequestHandler,
  type HttpResponseResolver,
  http as msw,
  type PathParams,
} from 'msw';
import { pathParamsRefusal } from '../../src/contract/path-params';
import { apiError, requireSession } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, undefined>;

/** The route's resolver behind the real server's check of path parameters: after the session, before the route. */
function checkingPathParams(resolver: Resolver): Resolver {
  return (info) => {
    const refusal = pathParamsRefusal(info.params);
    if (!refusal) return resolver(info);
    const session = requireSession();
    return session instanceof Response ? session : apiError(400, refusal.message, refusal.detailedMessage);
  };
}

const checked = (method: HttpRequestHandler) =>
  ((predicate: string, resolver: Resolver, options?: Parameters<HttpRequestHandler>[2]) =>
    method(predicate, checkingPathParams(resolver), options)) as HttpRequestHandler;

/** MSW's `http`, whose routes refuse path parameters as the real server does (a bucket name no bucket can have). */
export const http = {
  all: msw.all,
  get: checked(msw.get),
  put: checked(msw.put),
  post: checked(msw.post),
  delete: checked(msw.delete),
};
