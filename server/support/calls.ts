import { parseConfigText, printConfigLine } from '../../src/contract/config-text.ts';
import { attachmentHeaders } from '../../src/contract/download-headers.ts';
import {
  CALL_HOME_LOGGER,
  type CallHome,
  type CallHomeChange,
  callHomeChanges,
  callHomeOf,
  offlineRegisterUrl,
  PROFILE_FILE_NAME,
  type ProfilingStartResponse,
  type Release,
  registrationToken,
  SUPPORT_MESSAGES,
  type SubnetLoginResponse,
  type SubnetOrganization,
  type SubnetRegistration,
  subnetRegistrationOf,
} from '../../src/contract/support.ts';
import type { ConsoleConfig } from '../config.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import { callOutside, type OutsideService } from './outside.ts';

export const subnetService = (config: ConsoleConfig): OutsideService => ({
  baseUrl: config.subnetUrl,
  unreachable: SUPPORT_MESSAGES.subnetUnreachable,
});

export const releaseService = (config: ConsoleConfig): OutsideService => ({
  baseUrl: config.releasesUrl,
  unreachable: SUPPORT_MESSAGES.releasesUnreachable,
});

/** One line of MinIO's configuration as `key → value`; undefined when MinIO has no such subsystem or target. */
async function configValues(admin: AdminClient, name: string): Promise<Map<string, string> | undefined> {
  try {
    const line = parseConfigText(await admin.getConfigKV(name)).lines.find((each) => each.name === name);
    return line && new Map(line.keyValues.map(({ key, value }) => [key, value]));
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'XMinioConfigError') return undefined;
    throw error;
  }
}

// SUBNET

export async function subnetRegistration(admin: AdminClient): Promise<SubnetRegistration> {
  return subnetRegistrationOf(await configValues(admin, 'subnet'));
}

export async function subnetRegistrationToken(admin: AdminClient, subnetUrl: string) {
  const regToken = registrationToken(await admin.serverInfo());
  return { regToken, registerUrl: offlineRegisterUrl(subnetUrl, regToken) };
}

/** What SUBNET gives for a registration, kept in MinIO's `subnet` configuration as `mc license register` keeps it. */
async function storeSubnetKeys(admin: AdminClient, keys: { api_key?: string; license?: string }) {
  const keyValues = Object.entries(keys)
    .filter(([, value]) => value)
    .map(([key, value]) => ({ key, value: value ?? '' }));
  if (keyValues.length === 0) throw new ConsoleError(502, 'SUBNET registered the deployment but sent no key');
  await admin.setConfigKV(printConfigLine('subnet', keyValues));
}

/** PUT /subnet/apikey: the offline registration's last step. */
export async function setSubnetApiKey(admin: AdminClient, apiKey: string): Promise<void> {
  await storeSubnetKeys(admin, { api_key: apiKey });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined;

/** Registers the deployment, with an API key or with a login's token and organisation, and keeps SUBNET's keys. */
async function register(
  admin: AdminClient,
  subnet: OutsideService,
  by: { apiKey: string } | { accessToken: string; accountId: string },
): Promise<void> {
  const token = registrationToken(await admin.serverInfo());
  const answer = await callOutside(
    subnet,
    'apiKey' in by
      ? {
          method: 'POST',
          path: '/api/cluster/register',
          headers: { 'x-subnet-api-key': by.apiKey },
          body: { token },
        }
      : {
          method: 'POST',
          path: `/api/cluster/register?aid=${encodeURIComponent(by.accountId)}`,
          headers: { authorization: `Bearer ${by.accessToken}` },
          body: { token },
        },
  );
  await storeSubnetKeys(admin, {
    api_key: text(field(answer, 'api_key')),
    license: text(field(answer, 'license')),
  });
}

async function organizations(subnet: OutsideService, accessToken: string): Promise<SubnetOrganization[]> {
  const answer = await callOutside(subnet, {
    method: 'GET',
    path: '/api/auth/organizations',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return Array.isArray(answer) ? (answer as SubnetOrganization[]) : [];
}

/** A login's answer: its access token and organisations, or the MFA token its one-time code goes with. */
async function loggedIn(subnet: OutsideService, answer: unknown): Promise<SubnetLoginResponse> {
  if (field(answer, 'mfa_required') === true) return { mfa_token: text(field(answer, 'mfa_token')) };
  const accessToken = text(field(field(answer, 'token_info'), 'access_token'));
  if (!accessToken) throw new ConsoleError(502, 'SUBNET accepted the login but sent no access token');
  return { access_token: accessToken, organizations: await organizations(subnet, accessToken) };
}

export async function subnetLogin(
  admin: AdminClient,
  subnet: OutsideService,
  body: { username?: string; password?: string; apiKey?: string },
): Promise<SubnetLoginResponse> {
  if (body.apiKey) {
    await register(admin, subnet, { apiKey: body.apiKey });
    return { registered: true };
  }
  if (!body.username || !body.password)
    throw new ConsoleError(400, 'Enter the email and password of your SUBNET account, or an API key');
  const credentials = { username: body.username, password: body.password };
  return loggedIn(
    subnet,
    await callOutside(subnet, { method: 'POST', path: '/api/auth/login', body: credentials }),
  );
}

export async function subnetLoginMfa(
  subnet: OutsideService,
  body: { username: string; otp: string; mfa_token: string },
): Promise<SubnetLoginResponse> {
  const request = { username: body.username, otp: body.otp, token: body.mfa_token };
  return loggedIn(
    subnet,
    await callOutside(subnet, { method: 'POST', path: '/api/auth/mfa-login', body: request }),
  );
}

export async function subnetApiKey(subnet: OutsideService, accessToken: string) {
  const answer = await callOutside(subnet, {
    method: 'GET',
    path: '/api/auth/api-key',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const apiKey = text(field(answer, 'api_key'));
  if (!apiKey) throw new ConsoleError(404, 'This SUBNET account has no API key yet');
  return { apiKey };
}

export const subnetRegister = (
  admin: AdminClient,
  subnet: OutsideService,
  body: { token: string; account_id: string },
) => register(admin, subnet, { accessToken: body.token, accountId: body.account_id });

// Call home

export async function getCallHome(admin: AdminClient): Promise<CallHome> {
  const [callhome, logger] = await Promise.all([
    configValues(admin, 'callhome'),
    configValues(admin, CALL_HOME_LOGGER),
  ]);
  return callHomeOf(callhome, logger);
}

/** PUT /support/callhome: MinIO's `callhome` subsystem, and its webhook logger to SUBNET (see `callHomeChanges`). */
export async function setCallHome(
  admin: AdminClient,
  subnetUrl: string,
  change: CallHomeChange,
): Promise<void> {
  const [subnet, logger] = await Promise.all([
    configValues(admin, 'subnet'),
    configValues(admin, CALL_HOME_LOGGER),
  ]);
  const changes = callHomeChanges(change, { subnet, loggerExists: logger !== undefined, subnetUrl });
  if ('problem' in changes) throw new ConsoleError(400, changes.problem);
  for (const line of changes.lines) await admin.setConfigKV(printConfigLine(line.name, line.keyValues));
}

// Profiling

export async function profilingStart(admin: AdminClient, type: string): Promise<ProfilingStartResponse> {
  const results = await admin.startProfiling(type.split(','));
  return {
    total: results.length,
    startResults: results.map(({ nodeName, success, error }) => ({ nodeName, success, error: error ?? '' })),
  };
}

/** POST /profiling/stop: MinIO stops its profilers and sends the zip, streamed through as a download. */
export async function profilingStop(admin: AdminClient, signal: AbortSignal): Promise<Response> {
  const zip = await admin.downloadProfilingData(signal).catch((error: unknown) => {
    // MinIO's refusal when no profiler runs (XMinioAdminProfilerNotEnabled, not always with its JSON body).
    if (error instanceof MinioApiError && error.status === 400)
      throw new ConsoleError(400, SUPPORT_MESSAGES.notProfiling);
    throw error;
  });
  return new Response(zip, {
    status: 201,
    headers: { ...attachmentHeaders(PROFILE_FILE_NAME), 'content-type': 'application/zip' },
  });
}

// Releases

const MAX_RELEASES = 50;

/** GET /releases: a repository's newest releases (newer than `current`, matching `search` and `filter`). */
export async function listReleases(
  service: OutsideService,
  query: { repo: string; current?: string; search?: string; filter?: string },
): Promise<{ results: Release[] }> {
  const answer = await callOutside(service, {
    method: 'GET',
    path: `/repos/minio/${encodeURIComponent(query.repo)}/releases?per_page=${MAX_RELEASES}`,
  });
  const releases = (Array.isArray(answer) ? answer : []).slice(0, MAX_RELEASES).map(
    (release): Release => ({
      metadata: {
        tag_name: text(field(release, 'tag_name')),
        name: text(field(release, 'name')),
        published_at: text(field(release, 'published_at')),
        html_url: text(field(release, 'html_url')),
      },
      notesContent: text(field(release, 'body')),
    }),
  );
  const currentIndex = query.current ? releases.findIndex((r) => r.metadata.tag_name === query.current) : -1;
  const newer = currentIndex >= 0 ? releases.slice(0, currentIndex) : releases;
  const has = (needle: string | undefined, haystack: (string | undefined)[]) =>
    !needle || haystack.some((value) => value?.toLowerCase().includes(needle.toLowerCase()));
  return {
    results: newer.filter(
      (release) =>
        has(query.search, [release.metadata.name, release.notesContent]) &&
        has(query.filter, [release.metadata.tag_name]),
    ),
  };
}
