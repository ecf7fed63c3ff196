import * as idp from '../../src/contract/idp';
import { ConfigRefusal, configKeysHelp } from '../config-model';
import { createIdp, deleteIdp, idpInfo, listIdp, updateIdp } from '../idp-model';
import { configMock, refuse } from './configs';

/** MinIO's refusal as the console passes it on, with MinIO's status for it. */
function minio<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ConfigRefusal) return refuse(error.status, error.message);
    throw error;
  }
}

/** The input's pairs, each key checked against the help of the type's subsystem, as the console server checks them. */
function checkedPairs(type: idp.IdpType, input: string) {
  const problem = idp.idpInputProblem(configKeysHelp(idp.IDP_SUBSYSTEM[type]).keys, input);
  if (problem) refuse(400, idp.IDP_MESSAGES.invalidInput, problem);
  const parsed = idp.parseIdpInput(input);
  return 'pairs' in parsed ? parsed.pairs : [];
}

const restartNeeded = { restart: true };

export const idpHandlers = [
  configMock(idp.listIdpConfigs, ({ params }) => ({ results: listIdp(params.type) })),

  configMock(idp.createIdpConfig, ({ params, body }) => {
    const nameProblem = idp.idpNameProblem(params.type, body.name);
    if (nameProblem) refuse(400, 'Invalid request', nameProblem);
    minio(() => createIdp(params.type, body.name, checkedPairs(params.type, body.input)));
    return restartNeeded;
  }),

  configMock(idp.getIdpConfig, ({ params }) =>
    idp.idpConfigurationAnswer(
      params.type,
      params.name,
      minio(() => idpInfo(params.type, params.name)),
    ),
  ),

  configMock(idp.updateIdpConfig, ({ params, body }) => {
    minio(() => updateIdp(params.type, params.name, checkedPairs(params.type, body.input)));
    return restartNeeded;
  }),

  configMock(idp.deleteIdpConfig, ({ params }) => {
    minio(() => deleteIdp(params.type, params.name));
    return restartNeeded;
  }),
];
