import { z } from 'zod/mini';
import { hasControlCharacter, refusedBy } from './checks';
import { endpoint } from './endpoint';
import { requiredQueryText } from './query';

/*
 * Support (console-api-restored §1.4): SUBNET registration, call home, profiling, and the releases list. SUBNET
 * and the release service are outside MinIO: the console server calls them with a short time limit, and when
 * they cannot be reached it says so rather than wait.
 */

/** What the console answers when SUBNET or the release service does not answer in time (or at all). */
export const SUPPORT_MESSAGES = {
  subnetUnreachable: 'Cannot reach SUBNET from the console server',
  releasesUnreachable: 'Cannot reach the release service from the console server',
  /** Call home sends to SUBNET with the deployment's API key, so it needs one first. */
  notRegistered: 'Register this deployment with SUBNET first: call home sends with its API key',
  apiKey: 'An API key is a SUBNET key: letters, digits and "-", at most 256 characters',
  notProfiling: 'No profiling is running: start one first',
  profileTypes: 'Choose at least one profile, each once, from cpu, mem, block, mutex, goroutines and trace',
} as const;

/** How long the console server waits for SUBNET or the release service before it gives up. */
export const OUTSIDE_SERVICE_TIMEOUT_MS = 5_000;

const MAX_TEXT = 256;
/** SUBNET's tokens (access, MFA) are JWTs of a few hundred bytes. */
const MAX_TOKEN = 4096;

const boundedText = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((text) => !hasControlCharacter(text), 'must not hold control characters'),
  );
const requiredText = (max: number) => boundedText(max).check(z.minLength(1, 'required'));

/** Why `key` cannot be a SUBNET API key, or null: SUBNET's keys are UUIDs; `-` and alphanumerics are taken. */
export const apiKeyProblem = (key: string): string | null =>
  /^[A-Za-z0-9-]{1,256}$/.test(key) ? null : SUPPORT_MESSAGES.apiKey;

// SUBNET

export const subnetOrganizationSchema = z.object({
  userId: z.number(),
  accountId: z.number(),
  subscriptionStatus: z.string(),
  isAccountOwner: z.boolean(),
  company: z.string(),
  shortName: z.string(),
});
export type SubnetOrganization = z.infer<typeof subnetOrganizationSchema>;

export const subnetLoginResponseSchema = z.object({
  access_token: z.optional(z.string()),
  organizations: z.optional(z.array(subnetOrganizationSchema)),
  mfa_token: z.optional(z.string()),
  registered: z.optional(z.boolean()),
});
export type SubnetLoginResponse = z.infer<typeof subnetLoginResponseSchema>;

export const subnetLoginRequestSchema = z.object({
  username: z.optional(boundedText(MAX_TEXT)),
  password: z.optional(boundedText(MAX_TEXT)),
  apiKey: z.optional(z.string().check(refusedBy((key: string) => (key === '' ? null : apiKeyProblem(key))))),
});

export const subnetLoginMfaRequestSchema = z.object({
  username: requiredText(MAX_TEXT),
  otp: requiredText(16),
  mfa_token: requiredText(MAX_TOKEN),
});

export const subnetRegisterRequestSchema = z.object({
  token: requiredText(MAX_TOKEN),
  account_id: requiredText(32).check(z.regex(/^\d+$/, 'must be a SUBNET account number')),
});

export const subnetApiKeySchema = z.object({ apiKey: z.string().check(refusedBy(apiKeyProblem)) });
export type SubnetApiKey = z.infer<typeof subnetApiKeySchema>;

/** How the deployment stands with SUBNET, read from MinIO's `subnet` configuration (the key itself is never shown). */
export const subnetRegistrationSchema = z.object({
  registered: z.boolean(),
  apiKeySet: z.boolean(),
  licenseSet: z.boolean(),
  /** The proxy MinIO reaches SUBNET through, if any. */
  proxy: z.string(),
});
export type SubnetRegistration = z.infer<typeof subnetRegistrationSchema>;

/** What `mc license register --airgap` puts in its registration token (mc's ClusterRegistrationInfo). */
export interface ClusterRegistrationInfo {
  deployment_id: string;
  cluster_name: string;
  used_capacity: number;
  info: {
    minio_version: string;
    no_of_server_pools: number;
    no_of_servers: number;
    no_of_drives: number;
    no_of_buckets: number;
    no_of_objects: number;
    total_drive_space: number;
    used_drive_space: number;
  };
}

/** The parts of MinIO's server info the registration token is made of. */
export interface RegistrationSource {
  deploymentID?: string;
  buckets?: { count?: number };
  objects?: { count?: number };
  usage?: { size?: number };
  servers?:
    | {
        version?: string;
        poolNumber?: number;
        poolNumbers?: number[] | null;
        drives?: { totalspace?: number; usedspace?: number }[] | null;
      }[]
    | null;
}

/** MinIO's "no pool" number (Go's math.MaxInt), which mc does not count. */
const NO_POOL = Number.MAX_SAFE_INTEGER;

/** mc's GetClusterRegInfo; the console has no alias, so the cluster is named by its deployment id, as MinIO's console did. */
export function clusterRegistrationInfo(info: RegistrationSource): ClusterRegistrationInfo {
  const servers = info.servers ?? [];
  const drives = servers.flatMap((server) => server.drives ?? []);
  const pools = servers.flatMap((server) =>
    server.poolNumbers?.length ? server.poolNumbers : [server.poolNumber ?? 1].filter((n) => n < NO_POOL),
  );
  const deploymentId = info.deploymentID ?? '';
  return {
    deployment_id: deploymentId,
    cluster_name: deploymentId,
    used_capacity: info.usage?.size ?? 0,
    info: {
      minio_version: servers[0]?.version ?? '',
      no_of_server_pools: Math.max(1, ...pools),
      no_of_servers: servers.length,
      no_of_drives: drives.length,
      no_of_buckets: info.buckets?.count ?? 0,
      no_of_objects: info.objects?.count ?? 0,
      total_drive_space: drives.reduce((sum, drive) => sum + (drive.totalspace ?? 0), 0),
      used_drive_space: drives.reduce((sum, drive) => sum + (drive.usedspace ?? 0), 0),
    },
  };
}

/** The token SUBNET's offline registration page takes: the registration info as JSON, in standard base64. */
export function registrationToken(info: RegistrationSource): string {
  const bytes = new TextEncoder().encode(JSON.stringify(clusterRegistrationInfo(info)));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** SUBNET's page where an administrator pastes the token of a deployment that cannot reach SUBNET itself. */
export const offlineRegisterUrl = (subnetUrl: string, token: string) =>
  `${subnetUrl}/cluster/register?token=${encodeURIComponent(token)}`;

export const subnetRegistrationTokenSchema = z.object({
  regToken: z.string(),
  /** Where to paste it: SUBNET's offline registration page, with the token in it. */
  registerUrl: z.string(),
});

export const subnetRegistrationToken = endpoint({
  id: 'SubnetRegToken',
  area: 'support',
  method: 'GET',
  path: '/subnet/registration-token',
  summary: 'The registration token of this deployment, for SUBNET’s offline registration',
  response: subnetRegistrationTokenSchema,
  status: 200,
});

export const subnetRegistration = endpoint({
  id: 'SubnetRegistration',
  area: 'support',
  method: 'GET',
  path: '/subnet/registration',
  summary: 'Whether the deployment is registered with SUBNET, from MinIO’s subnet configuration',
  response: subnetRegistrationSchema,
  status: 200,
});

export const subnetLogin = endpoint({
  id: 'SubnetLogin',
  area: 'support',
  method: 'POST',
  path: '/subnet/login',
  summary: 'Logs in to SUBNET (or registers with an API key)',
  body: subnetLoginRequestSchema,
  response: subnetLoginResponseSchema,
  status: 200,
});

export const subnetLoginMfa = endpoint({
  id: 'SubnetLoginMFA',
  area: 'support',
  method: 'POST',
  path: '/subnet/login/mfa',
  summary: 'Completes a SUBNET login with its one-time code',
  body: subnetLoginMfaRequestSchema,
  response: subnetLoginResponseSchema,
  status: 200,
});

export const subnetApiKey = endpoint({
  id: 'SubnetApiKey',
  area: 'support',
  method: 'GET',
  path: '/subnet/apikey',
  summary: 'The API key of the SUBNET account logged in to',
  query: z.object({ token: requiredQueryText.check(z.maxLength(MAX_TOKEN)) }),
  response: subnetApiKeySchema,
  status: 200,
});

export const subnetRegister = endpoint({
  id: 'SubnetRegister',
  area: 'support',
  method: 'POST',
  path: '/subnet/register',
  summary: 'Registers the deployment with a SUBNET organisation',
  body: subnetRegisterRequestSchema,
  status: 200,
});

export const subnetSetApiKey = endpoint({
  id: 'SubnetSetApiKey',
  area: 'support',
  method: 'PUT',
  path: '/subnet/apikey',
  summary: 'Stores the API key SUBNET gave for the offline registration in MinIO’s subnet configuration',
  body: subnetApiKeySchema,
  status: 204,
});

// Call home

export const callHomeSchema = z.object({ diagnosticsStatus: z.boolean(), logsStatus: z.boolean() });
export type CallHome = z.infer<typeof callHomeSchema>;

export const callHomeChangeSchema = z.object({ diagState: z.boolean(), logsState: z.boolean() });
export type CallHomeChange = z.infer<typeof callHomeChangeSchema>;

/** MinIO's own target for the logs call home sends, and SUBNET's address for them. */
export const CALL_HOME_LOGGER = 'logger_webhook:subnet';
export const subnetLogsUrl = (subnetUrl: string) => `${subnetUrl}/api/logs`;

/**
 * Whether a subsystem (or target) line of get-config-kv is on. MinIO leaves `enable` out of a line that is on,
 * and lists a target that does not exist not at all.
 */
export const lineEnabled = (keyValues: readonly { key: string; value: string }[] | undefined): boolean =>
  keyValues !== undefined && keyValues.find(({ key }) => key === 'enable')?.value !== 'off';

type ConfigValues = ReadonlyMap<string, string> | undefined;
const keyValuesOf = (values: ConfigValues) => values && [...values].map(([key, value]) => ({ key, value }));

/** How the deployment stands with SUBNET, from its `subnet` configuration line. */
export function subnetRegistrationOf(subnet: ConfigValues): SubnetRegistration {
  const apiKeySet = Boolean(subnet?.get('api_key'));
  const licenseSet = Boolean(subnet?.get('license'));
  return { registered: apiKeySet || licenseSet, apiKeySet, licenseSet, proxy: subnet?.get('proxy') ?? '' };
}

/** Call home's state, from the `callhome` line and the `logger_webhook:subnet` target (absent when never set). */
export const callHomeOf = (callhome: ConfigValues, logger: ConfigValues): CallHome => ({
  diagnosticsStatus: lineEnabled(keyValuesOf(callhome)),
  logsStatus: lineEnabled(keyValuesOf(logger)),
});

/**
 * The configuration lines that make the change: diagnostics is MinIO's `callhome` subsystem; logs go through
 * MinIO's webhook logger `subnet` to SUBNET with the deployment's API key. Turning either on needs the
 * deployment registered (logs, its API key); turning logs off leaves a target that was never set alone.
 */
export function callHomeChanges(
  change: CallHomeChange,
  current: { subnet: ConfigValues; loggerExists: boolean; subnetUrl: string },
): { problem: string } | { lines: { name: string; keyValues: { key: string; value: string }[] }[] } {
  const apiKey = current.subnet?.get('api_key') ?? '';
  const registered = subnetRegistrationOf(current.subnet).registered;
  if ((change.diagState && !registered) || (change.logsState && !apiKey))
    return { problem: SUPPORT_MESSAGES.notRegistered };
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  const logger = change.logsState
    ? [
        { key: 'endpoint', value: subnetLogsUrl(current.subnetUrl) },
        { key: 'auth_token', value: apiKey },
        { key: 'enable', value: 'on' },
      ]
    : [{ key: 'enable', value: 'off' }];
  return {
    lines: [
      { name: 'callhome', keyValues: [{ key: 'enable', value: onOff(change.diagState) }] },
      ...(change.logsState || current.loggerExists ? [{ name: CALL_HOME_LOGGER, keyValues: logger }] : []),
    ],
  };
}

export const getCallHome = endpoint({
  id: 'GetCallHomeOptionValue',
  area: 'support',
  method: 'GET',
  path: '/support/callhome',
  summary: 'Whether MinIO sends diagnostics and logs to SUBNET',
  response: callHomeSchema,
  status: 200,
});

export const setCallHome = endpoint({
  id: 'SetCallHomeStatus',
  area: 'support',
  method: 'PUT',
  path: '/support/callhome',
  summary: 'Turns sending diagnostics and logs to SUBNET on or off',
  body: callHomeChangeSchema,
  status: 204,
});

// Profiling

export const PROFILE_TYPES = ['cpu', 'mem', 'block', 'mutex', 'goroutines', 'trace'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** What the page offers: from a few seconds to ten minutes of profiling. */
export const PROFILE_DURATION = { min: 5, max: 600, default: 30 } as const;

/** The profiles asked for, as the contract sends them: a comma list. */
export const profileTypesProblem = (text: string): string | null => {
  const types = text.split(',');
  const known = types.every((type) => (PROFILE_TYPES as readonly string[]).includes(type));
  return known && new Set(types).size === types.length ? null : SUPPORT_MESSAGES.profileTypes;
};

export const profilingStartRequestSchema = z.object({
  type: z.string().check(z.maxLength(64), refusedBy(profileTypesProblem)),
});

export const profilingStartResponseSchema = z.object({
  total: z.number(),
  startResults: z.array(z.object({ nodeName: z.string(), success: z.boolean(), error: z.string() })),
});
export type ProfilingStartResponse = z.infer<typeof profilingStartResponseSchema>;

export const PROFILE_FILE_NAME = 'profile.zip';

export const profilingStart = endpoint({
  id: 'ProfilingStart',
  area: 'support',
  method: 'POST',
  path: '/profiling/start',
  summary: 'Starts profiling every server; the profiles run until stopped',
  body: profilingStartRequestSchema,
  response: profilingStartResponseSchema,
  status: 201,
});

export const profilingStop = endpoint({
  id: 'ProfilingStop',
  area: 'support',
  method: 'POST',
  path: '/profiling/stop',
  summary: 'Stops profiling and answers a zip of every server’s profiles',
  streamedResponse: 'application/zip',
  status: 201,
});

// Releases

export const releasesQuerySchema = z.object({
  repo: requiredQueryText.check(z.maxLength(64), z.regex(/^[A-Za-z0-9._-]+$/, 'must be a repository name')),
  current: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
  search: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
  filter: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
});

export const releaseSchema = z.object({
  metadata: z.looseObject({
    tag_name: z.optional(z.string()),
    name: z.optional(z.string()),
    published_at: z.optional(z.string()),
    html_url: z.optional(z.string()),
  }),
  notesContent: z.optional(z.string()),
  securityContent: z.optional(z.string()),
  breakingChangesContent: z.optional(z.string()),
  contextContent: z.optional(z.string()),
  newFeaturesContent: z.optional(z.string()),
});
export type Release = z.infer<typeof releaseSchema>;

export const listReleases = endpoint({
  id: 'ListReleases',
  area: 'support',
  method: 'GET',
  path: '/releases',
  summary: 'The releases of a MinIO repository, from the release service',
  query: releasesQuerySchema,
  response: z.object({ results: z.array(releaseSchema) }),
  status: 200,
});

export const SUPPORT_ENDPOINTS = [
  subnetRegistrationToken,
  subnetRegistration,
  subnetLogin,
  subnetLoginMfa,
  subnetApiKey,
  subnetRegister,
  subnetSetApiKey,
  getCallHome,
  setCallHome,
  profilingStart,
  profilingStop,
  listReleases,
] as const;
