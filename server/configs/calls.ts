import {
  configImportProblems,
  describeImportProblems,
  importTextProblem,
} from '../../src/contract/config-import.ts';
import { type ConfigLine, parseConfigText, printConfigLine } from '../../src/contract/config-text.ts';
import { splitConfigName } from '../../src/contract/config-values.ts';
import {
  CONFIG_MESSAGES,
  type ConfigHelpResponse,
  type ConfigRestart,
  type Configuration,
  configHelpAnswer,
  configurationAnswer,
  type ListConfigResponse,
  listConfigAnswer,
  type SetConfigRequest,
  setConfigProblems,
  setConfigTarget,
} from '../../src/contract/configs.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';

/**
 * MinIO's refusal of a change (a required key left empty, a value it cannot read) is the request's fault: a
 * 400 with MinIO's words, where a read's XMinioConfigError means "no such subsystem or target" (404).
 */
async function asChange<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'XMinioConfigError')
      throw new ConsoleError(400, error.message);
    throw error;
  }
}

export async function listConfig(admin: AdminClient): Promise<ListConfigResponse> {
  return listConfigAnswer((await admin.helpConfigKV('')).keysHelp);
}

/** GET /configs/{name}: each line MinIO answers, its environment overrides on the keys they override. */
export async function configInfo(admin: AdminClient, name: string): Promise<Configuration[]> {
  return parseConfigText(await admin.getConfigKV(name)).lines.map(configurationAnswer);
}

export async function configHelp(admin: AdminClient, name: string): Promise<ConfigHelpResponse> {
  const { subsystem } = splitConfigName(name);
  const help = await admin.helpConfigKV(subsystem);
  return configHelpAnswer(subsystem, { ...help, keys: help.keysHelp });
}

/** PUT /configs/{name}: every key checked against MinIO's help for its type before anything is sent. */
export async function setConfig(
  admin: AdminClient,
  name: string,
  request: SetConfigRequest,
): Promise<ConfigRestart> {
  const target = setConfigTarget(name, request.arn_resource_id);
  if ('problem' in target) throw new ConsoleError(400, 'Invalid request', target.problem);
  const { keysHelp } = await admin.helpConfigKV(splitConfigName(target.name).subsystem);
  const problems = setConfigProblems(keysHelp, request.key_values);
  if (problems) throw new ConsoleError(400, CONFIG_MESSAGES.invalidValues, problems);
  const { applied } = await asChange(admin.setConfigKV(printConfigLine(target.name, request.key_values)));
  return { restart: !applied };
}

/**
 * POST /configs/{name}/reset: as in the console contract, always reported as needing a restart; an unknown
 * subsystem or target is a 404 (MinIO's XMinioConfigError, as for a read).
 */
export async function resetConfig(admin: AdminClient, name: string): Promise<ConfigRestart> {
  await admin.delConfigKV(name);
  return { restart: true };
}

export async function exportConfig(admin: AdminClient): Promise<{ value: string; status: string }> {
  const text = await admin.getConfig();
  return { value: Buffer.from(text, 'utf8').toString('base64'), status: 'success' };
}

/** The help of every subsystem the text names, fetched once each. */
async function importRules(admin: AdminClient, lines: readonly ConfigLine[]) {
  const known = new Set((await admin.helpConfigKV('')).keysHelp.map((help) => help.key));
  const named = [...new Set(lines.map((line) => line.subsystem))].filter((subsystem) => known.has(subsystem));
  const helps = new Map(
    await Promise.all(
      named.map(async (subsystem) => [subsystem, await admin.helpConfigKV(subsystem)] as const),
    ),
  );
  // The export writes subsystems left at their defaults as comments: their keys count as written too.
  const written = parseConfigText((await admin.getConfig()).replace(/^#\s*(?!MINIO_)/gm, '')).lines;
  return {
    help: (subsystem: string) => {
      const help = helps.get(subsystem);
      return help && { multipleTargets: help.multipleTargets, keys: help.keysHelp };
    },
    writtenKeys: (subsystem: string) =>
      written
        .filter((line) => line.subsystem === subsystem)
        .flatMap((line) => line.keyValues.map((pair) => pair.key)),
  };
}

/** POST /configs/import: every line is read and checked first; any refused line, and nothing is applied. */
export async function importConfig(admin: AdminClient, text: string): Promise<void> {
  const unreadable = importTextProblem(text);
  if (unreadable) throw new ConsoleError(400, unreadable);
  const parsed = parseConfigText(text);
  const problems = configImportProblems(parsed, await importRules(admin, parsed.lines));
  if (problems.length > 0)
    throw new ConsoleError(400, CONFIG_MESSAGES.importRefused, describeImportProblems(problems));
  await asChange(admin.setConfig(text));
}
