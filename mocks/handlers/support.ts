import { HttpResponse } from 'msw';
import { attachmentHeaders } from '../../src/contract/download-headers';
import {
  CALL_HOME_LOGGER,
  callHomeChanges,
  callHomeOf,
  getCallHome,
  listReleases,
  offlineRegisterUrl,
  PROFILE_FILE_NAME,
  profilingStart,
  profilingStop,
  registrationToken,
  SUPPORT_MESSAGES,
  setCallHome,
  subnetApiKey,
  subnetLogin,
  subnetLoginMfa,
  subnetRegister,
  subnetRegistration,
  subnetRegistrationOf,
  subnetRegistrationToken,
  subnetSetApiKey,
} from '../../src/contract/support';
import { ConfigRefusal, configurations, setConfiguration } from '../config-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { MOCK_DEPLOYMENT_ID } from '../site-replication-model';
import { storedZip } from '../stored-zip';
import { resetSupportModel, runningProfiles, startProfiles } from '../support-model';
import { mock } from './mock';
import { demoInfo } from './monitoring';
import { apiError } from './respond';

/** The demo has no way out, as a console server with no route to SUBNET: where it would call SUBNET, it says so. */
const DEMO_SUBNET_URL = 'https://subnet.min.io';
const subnetUnreachable = () => apiError(502, SUPPORT_MESSAGES.subnetUnreachable, 'ENOTFOUND');

const refused = (user: MockUser, action: string) =>
  isAllowed(user, action) ? null : apiError(403, MINIO_MESSAGES.accessDenied);

/** One line of the configuration model as `key → value`; undefined when there is no such target. */
function configValues(name: string): Map<string, string> | undefined {
  try {
    const line = configurations(name).find((each) => each.name === name);
    return line && new Map(line.keyValues.map(({ key, value }) => [key, value]));
  } catch (error) {
    if (error instanceof ConfigRefusal) return undefined;
    throw error;
  }
}

const DEMO_NODE = '127.0.0.1:9000';

export const supportHandlers = [
  mock(subnetRegistration, ({ session }) => {
    const refusal = refused(session.user, 'admin:ConfigUpdate');
    return refusal ?? subnetRegistrationOf(configValues('subnet'));
  }),
  mock(subnetRegistrationToken, ({ session }) => {
    const refusal = refused(session.user, 'admin:ServerInfo');
    if (refusal) return refusal;
    const info = demoInfo();
    const regToken = registrationToken({
      deploymentID: MOCK_DEPLOYMENT_ID,
      buckets: { count: info.buckets },
      objects: { count: info.objects },
      usage: { size: info.usage },
      servers: info.servers.map((server) => ({
        version: server.version,
        poolNumber: server.poolNumber,
        drives: server.drives.map((drive) => ({ totalspace: drive.totalSpace, usedspace: drive.usedSpace })),
      })),
    });
    return { regToken, registerUrl: offlineRegisterUrl(DEMO_SUBNET_URL, regToken) };
  }),
  mock(subnetSetApiKey, ({ body, session }) => {
    const refusal = refused(session.user, 'admin:ConfigUpdate');
    if (refusal) return refusal;
    setConfiguration('subnet', [{ key: 'api_key', value: body.apiKey }]);
  }),
  mock(subnetLogin, ({ body }) => {
    if (!body.apiKey && (!body.username || !body.password))
      return apiError(400, 'Enter the email and password of your SUBNET account, or an API key');
    return subnetUnreachable();
  }),
  mock(subnetLoginMfa, subnetUnreachable),
  mock(subnetApiKey, subnetUnreachable),
  mock(subnetRegister, subnetUnreachable),
  mock(getCallHome, ({ session }) => {
    const refusal = refused(session.user, 'admin:ConfigUpdate');
    return refusal ?? callHomeOf(configValues('callhome'), configValues(CALL_HOME_LOGGER));
  }),
  mock(setCallHome, ({ body, session }) => {
    const refusal = refused(session.user, 'admin:ConfigUpdate');
    if (refusal) return refusal;
    const current = {
      subnet: configValues('subnet'),
      loggerExists: configValues(CALL_HOME_LOGGER) !== undefined,
      subnetUrl: DEMO_SUBNET_URL,
    };
    const changes = callHomeChanges(body, current);
    if ('problem' in changes) return apiError(400, changes.problem);
    for (const line of changes.lines) setConfiguration(line.name, line.keyValues);
  }),
  mock(profilingStart, ({ body, session }) => {
    const refusal = refused(session.user, 'admin:Profiling');
    if (refusal) return refusal;
    startProfiles(body.type.split(','));
    const startResults = runningProfiles().map(() => ({ nodeName: DEMO_NODE, success: true, error: '' }));
    return { total: startResults.length, startResults };
  }),
  mock(profilingStop, ({ session }) => {
    const refusal = refused(session.user, 'admin:Profiling');
    if (refusal) return refusal;
    const profiles = runningProfiles();
    if (profiles.length === 0) return apiError(400, SUPPORT_MESSAGES.notProfiling);
    const encoder = new TextEncoder();
    const zip = storedZip(
      profiles.map((type) => ({
        path: `profile-${DEMO_NODE}-${type}.pprof`,
        body: encoder.encode(`demo ${type} profile of ${DEMO_NODE}\n`),
      })),
    );
    resetSupportModel();
    return new HttpResponse(zip, {
      status: 201,
      headers: { ...attachmentHeaders(PROFILE_FILE_NAME), 'content-type': 'application/zip' },
    });
  }),
  mock(listReleases, () => apiError(502, SUPPORT_MESSAGES.releasesUnreachable, 'ENOTFOUND')),
];
