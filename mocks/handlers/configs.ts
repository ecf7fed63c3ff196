import {
  configImportProblems,
  describeImportProblems,
  importTextProblem,
} from '../../src/contract/config-import';
import { parseConfigText, printConfigLine } from '../../src/contract/config-text';
import { splitConfigName } from '../../src/contract/config-values';
import * as configs from '../../src/contract/configs';
import { bodyMustBe, UNSUPPORTED_CONTENT_TYPE } from '../../src/contract/media-type';
import {
  ConfigRefusal,
  configKeysHelp,
  configSubsystems,
  configurations,
  configWrittenKeys,
  exportConfiguration,
  importConfiguration,
  resetConfiguration,
  setConfiguration,
} from '../config-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** A refusal the console answers with its status and message. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

export const refuse = (status: number, message: string, detail?: string): never => {
  throw new Refused(apiError(status, message, detail));
};

function requireConfigUpdate(user: MockUser): void {
  if (!isAllowed(user, 'admin:ConfigUpdate')) refuse(403, MINIO_MESSAGES.accessDenied);
}

/** MinIO's refusal as the console passes it on: 404 for a read (no such subsystem or target), 400 for a change. */
function minio<T>(run: () => T, statusOnRefusal: 400 | 404): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ConfigRefusal) return refuse(statusOnRefusal, error.message);
    throw error;
  }
}

/** A configuration operation answered from the config model, as the console server answers it over MinIO. */
export function configMock<E extends Parameters<typeof mock>[0]>(
  endpoint: E,
  resolver: Parameters<typeof mock<E>>[1],
) {
  return mock(endpoint, async (input) => {
    try {
      requireConfigUpdate((input.session as { user: MockUser }).user);
      return await resolver(input);
    } catch (error) {
      if (error instanceof Refused) return error.response;
      throw error;
    }
  });
}

async function importedText(request: Request): Promise<string> {
  const contentType = request.headers.get('content-type');
  if ((contentType ?? '').split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data')
    refuse(415, UNSUPPORTED_CONTENT_TYPE, bodyMustBe('multipart/form-data'));
  const bytes = await request.arrayBuffer();
  const limit = configs.importConfig.bodyLimit;
  if (bytes.byteLength > limit)
    refuse(413, 'Request body too large', `The request body may have at most ${limit} bytes`);
  const form = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } })
    .formData()
    .catch(() => refuse(400, 'Invalid request', 'The request body must be a multipart form'));
  const file = form.get(configs.IMPORT_FILE_FIELD);
  if (file === null) return refuse(400, configs.CONFIG_MESSAGES.importFileMissing);
  // A form may send the file's text as a plain field too.
  if (typeof file === 'string') return file;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return refuse(400, configs.CONFIG_MESSAGES.importNotText);
  }
}

function checkImport(text: string): void {
  const unreadable = importTextProblem(text);
  if (unreadable) refuse(400, unreadable);
  const parsed = parseConfigText(text);
  const problems = configImportProblems(parsed, {
    help: (subsystem) => {
      const seed = configSubsystems().find((candidate) => candidate.name === subsystem);
      return seed && { multipleTargets: seed.multipleTargets, keys: configKeysHelp(subsystem).keys };
    },
    writtenKeys: configWrittenKeys,
  });
  if (problems.length > 0)
    refuse(400, configs.CONFIG_MESSAGES.importRefused, describeImportProblems(problems));
}

/** Standard base64 of the text's UTF-8 bytes (`btoa` takes one byte per character). */
function base64Of(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const configsHandlers = [
  configMock(configs.listConfig, () =>
    configs.listConfigAnswer(configSubsystems().map((seed) => ({ ...seed, key: seed.name }))),
  ),

  configMock(configs.exportConfig, () => ({ value: base64Of(exportConfiguration()), status: 'success' })),

  configMock(configs.importConfig, async ({ request }) => {
    const text = await importedText(request);
    checkImport(text);
    importConfiguration(text);
  }),

  configMock(configs.configInfo, ({ params }) =>
    minio(() => configurations(params.name), 404).map(configs.configurationAnswer),
  ),

  configMock(configs.configHelp, ({ params }) => {
    const { subsystem } = splitConfigName(params.name);
    const { seed, keys } = minio(() => configKeysHelp(subsystem), 404);
    return configs.configHelpAnswer(subsystem, { ...seed, keys });
  }),

  configMock(configs.setConfig, ({ params, body }) => {
    const target = configs.setConfigTarget(params.name, body.arn_resource_id);
    if ('problem' in target) return refuse(400, 'Invalid request', target.problem);
    const { keys } = minio(() => configKeysHelp(splitConfigName(target.name).subsystem), 404);
    const problems = configs.setConfigProblems(keys, body.key_values);
    if (problems) refuse(400, configs.CONFIG_MESSAGES.invalidValues, problems);
    // The line MinIO would be sent, read back: values as MinIO stores them (line breaks become commas).
    const line = parseConfigText(printConfigLine(target.name, body.key_values)).lines[0];
    const { applied } = minio(() => setConfiguration(target.name, line?.keyValues ?? []), 400);
    return { restart: !applied };
  }),

  configMock(configs.resetConfig, ({ params }) => {
    minio(() => resetConfiguration(params.name), 404);
    return { restart: true };
  }),
];
