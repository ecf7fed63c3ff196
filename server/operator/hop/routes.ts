import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { consolePathProblem, hopPrefix } from '../../../src/contract/operator/hop.ts';
import { namespaceProblem, tenantNameProblem } from '../../../src/contract/operator/names.ts';
import type { ServerDeps } from '../../context.ts';
import { ConsoleError } from '../../http/errors.ts';
import { sameOriginOnly } from '../../http/security.ts';
import type { OperatorConfig } from '../config.ts';
import { kubeTransport } from '../kube-request.ts';
import { type OperatorEnv, requireOperatorSession } from '../session.ts';
import { type ConsoleWire, consoleUrl, consoleWire } from './console-wire.ts';
import { forwardedBody, forwardedHeaders, isNavigation, passedBack, pathAndQuery } from './forward.ts';
import { clearHopToken, type HopTarget, readHopToken, writeHopToken } from './hop-cookie.ts';
import { isSocketUpgrade, relaySocket } from './socket-relay.ts';
import { type ConsoleAddress, locateConsole, rootCredentials } from './tenant-console.ts';

/*
 * `/api/proxy/{namespace}/{tenant}/…`: the tenant's own console, reached with the operator session. Each request
 * reads the Tenant and its console service with the user's token, so Kubernetes decides every time; the tenant's
 * root credentials are read (with the same token) only to log in to its console.
 */

const HOP_PATH = /^\/api\/proxy\/([^/]*)\/([^/]*)(\/.*)?$/;

const notFound = (detail: string) => new ConsoleError(404, 'Not found', detail);
const invalid = (detail: string) => new ConsoleError(400, 'Invalid request', detail);

/** The tenant a proxy path names and the console path below it (undefined without the trailing slash). */
export function hopRequest(path: string): { target: HopTarget; consolePath: string | undefined } {
  const [, namespace = '', tenant = '', consolePath] = HOP_PATH.exec(path) ?? [];
  if (!namespace || !tenant) throw notFound('A tenant console is at /api/proxy/{namespace}/{tenant}/');
  const problem =
    namespaceProblem(namespace) ??
    tenantNameProblem(tenant) ??
    (consolePath === undefined ? null : consolePathProblem(consolePath));
  if (problem) throw invalid(problem);
  return { target: { namespace, tenant }, consolePath };
}

/** A refusal of the console's session, which a fresh login may lift. */
const sessionRefused = (answer: IncomingMessage) => answer.statusCode === 401 || answer.statusCode === 403;

interface ConsoleSession {
  address: ConsoleAddress;
  token: string;
  /** Whether the token came from the hop cookie (and may have been ended since). */
  kept: boolean;
  /** Logs in anew and keeps the new token in the hop cookie. */
  renew: () => Promise<string>;
}

/** Where the tenant console is, and its session: the one the hop cookie keeps, else a login as its root user. */
async function consoleSession(
  c: Context<OperatorEnv>,
  deps: ServerDeps,
  wire: ConsoleWire,
  target: HopTarget,
): Promise<ConsoleSession> {
  const session = c.get('operatorSession');
  const kube = c.get('kube');
  const { tenant, address } = await locateConsole(kube, target.namespace, target.tenant);
  const origin = consoleUrl(address, '/').origin;
  const renew = async () => {
    const token = await wire.login(address, await rootCredentials(kube, tenant));
    writeHopToken(c, deps, target, session, origin, token);
    return token;
  };
  const kept = readHopToken(c, deps, target, session, origin);
  return { address, token: kept ?? (await renew()), kept: kept !== undefined, renew };
}

/** Sends the request on. A kept session the console has ended is renewed: a request without a body is sent again. */
async function forwardRequest(
  c: Context<OperatorEnv>,
  wire: ConsoleWire,
  consoleSide: ConsoleSession,
  pathAndQuery: string,
  forget: () => void,
): Promise<IncomingMessage> {
  const body = forwardedBody(c);
  const mode = isNavigation(c) ? 'page' : 'request';
  const sendWith = (token: string) =>
    wire.send(consoleSide.address, {
      method: c.req.method,
      pathAndQuery,
      headers: forwardedHeaders(c, token, mode),
      body,
    });
  const answer = await sendWith(consoleSide.token);
  if (!consoleSide.kept || !sessionRefused(answer)) return answer;
  if (body) {
    forget();
    return answer;
  }
  answer.resume();
  return sendWith(await consoleSide.renew());
}

async function proxyToTenant(c: Context<OperatorEnv>, deps: ServerDeps, wire: ConsoleWire) {
  const { target, consolePath } = hopRequest(c.req.path);
  const prefix = `${deps.config.subPath}${hopPrefix(target.namespace, target.tenant)}`;
  // The console's page must be at a path ending in "/" for its relative URLs.
  if (consolePath === undefined) return c.redirect(`${prefix}${new URL(c.req.url).search}`, 308);
  const consoleSide = await consoleSession(c, deps, wire, target);
  const path = pathAndQuery(c, consolePath);
  if (isSocketUpgrade(c)) {
    const headers = forwardedHeaders(c, consoleSide.token, 'socket');
    return relaySocket(
      c,
      wire,
      { address: consoleSide.address, pathAndQuery: path, headers },
      c.get('operatorSession'),
    );
  }
  const answer = await forwardRequest(c, wire, consoleSide, path, () => clearHopToken(c, deps, target));
  const response = await passedBack(answer, prefix, c.req.method);
  // Through the context, so that the hop cookie set on it goes with the answer.
  return c.newResponse(response.body, response);
}

/** Mounts the proxy in operator mode, behind the operator session and the same-origin rule of the API. */
export function mountHop(app: Hono, deps: ServerDeps, config: OperatorConfig): void {
  const wire = consoleWire(config);
  const hop = new Hono<OperatorEnv>();
  hop.use(sameOriginOnly);
  hop.use(requireOperatorSession(deps, kubeTransport(config)));
  hop.all('*', (c) => proxyToTenant(c, deps, wire));
  app.route('/api/proxy', hop);
}
