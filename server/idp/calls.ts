import {
  type CreateIdpRequest,
  IDP_MESSAGES,
  IDP_SUBSYSTEM,
  type IdpConfiguration,
  type IdpListResponse,
  type IdpRestart,
  type IdpType,
  idpConfigurationAnswer,
  idpInputProblem,
  idpInputText,
  idpNameProblem,
} from '../../src/contract/idp.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';

/**
 * MinIO's refusals of an identity provider change, by code: a name it does not run (404), a name taken (409);
 * anything else it refuses (a provider it cannot reach, a directory it cannot bind to, a required key left empty)
 * is the request's fault, a 400 with MinIO's own words.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  XMinioAdminNoSuchConfigTarget: 404,
  XMinioAdminConfigIDPCfgNameDoesNotExist: 404,
  XMinioAdminConfigIDPCfgNameAlreadyExists: 409,
};

async function idpCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof MinioApiError) || error.status !== 400) throw error;
    throw new ConsoleError(STATUS_BY_CODE[error.code] ?? 400, error.message);
  }
}

/** Every key of the input checked against MinIO's help of the type's subsystem, before anything is sent. */
async function checkedInput(admin: AdminClient, type: IdpType, input: string): Promise<string> {
  const { keysHelp } = await admin.helpConfigKV(IDP_SUBSYSTEM[type]);
  const problem = idpInputProblem(keysHelp, input);
  if (problem) throw new ConsoleError(400, IDP_MESSAGES.invalidInput, problem);
  return idpInputText(input);
}

export async function listIdpConfigs(admin: AdminClient, type: IdpType): Promise<IdpListResponse> {
  const entries = await idpCall(admin.listIDPConfig(type));
  return { results: entries.map(({ name, enabled }) => ({ name, type, enabled })) };
}

export async function getIdpConfig(
  admin: AdminClient,
  type: IdpType,
  name: string,
): Promise<IdpConfiguration> {
  const { info } = await idpCall(admin.getIDPConfig(type, name));
  const entries = (info ?? []).map(({ key, value, isCfg, isEnv }) => ({
    key,
    value,
    isCfg: isCfg ?? false,
    isEnv: isEnv ?? false,
  }));
  return idpConfigurationAnswer(type, name, entries);
}

export async function createIdpConfig(
  admin: AdminClient,
  type: IdpType,
  { name, input }: CreateIdpRequest,
): Promise<IdpRestart> {
  const nameProblem = idpNameProblem(type, name);
  if (nameProblem) throw new ConsoleError(400, 'Invalid request', nameProblem);
  const text = await checkedInput(admin, type, input);
  const { applied } = await idpCall(admin.addOrUpdateIDPConfig(type, name, text, false));
  return { restart: !applied };
}

export async function updateIdpConfig(
  admin: AdminClient,
  type: IdpType,
  name: string,
  input: string,
): Promise<IdpRestart> {
  const text = await checkedInput(admin, type, input);
  const { applied } = await idpCall(admin.addOrUpdateIDPConfig(type, name, text, true));
  return { restart: !applied };
}

export async function deleteIdpConfig(admin: AdminClient, type: IdpType, name: string): Promise<IdpRestart> {
  const { applied } = await idpCall(admin.deleteIDPConfig(type, name));
  return { restart: !applied };
}
