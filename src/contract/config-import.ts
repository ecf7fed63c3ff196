import type { ConfigLineProblem, ParsedConfigText } from './config-text';
import {
  type ConfigKeyHelp,
  configTargetProblem,
  keyValueProblem,
  MAX_CONFIG_VALUE_LENGTH,
} from './config-values';

/** More lines than a configuration with hundreds of targets has. */
export const MAX_IMPORT_LINES = 5000;

/** What an import is checked against: each subsystem's help, and the keys MinIO's own configuration writes. */
export interface ImportRules {
  /** A subsystem's help, or undefined for a subsystem MinIO does not have. */
  help(subsystem: string): { multipleTargets: boolean; keys: readonly ConfigKeyHelp[] } | undefined;
  /** Keys MinIO writes in its own export although its help does not list them (e.g. api `gzip_objects`). */
  writtenKeys(subsystem: string): readonly string[];
}

function lineProblems(line: ParsedConfigText['lines'][number], rules: ImportRules): ConfigLineProblem[] {
  const refuse = (reason: string, key?: string) => ({
    line: line.line,
    text: key ? `${line.name} ${key}` : line.name,
    reason,
  });
  const help = rules.help(line.subsystem);
  if (!help) return [refuse(`unknown subsystem ${line.subsystem}`)];
  if (line.target !== undefined) {
    if (!help.multipleTargets) return [refuse(`${line.subsystem} has no targets`)];
    const problem = configTargetProblem(line.target);
    if (problem) return [refuse(`target ${problem}`)];
  }
  const written = rules.writtenKeys(line.subsystem);
  const keys = [
    ...help.keys,
    ...written
      .filter((key) => !help.keys.some((known) => known.key === key))
      .map((key) => ({ key, type: 'string' })),
  ];
  return line.keyValues.flatMap(({ key, value }) => {
    const problem = keyValueProblem(keys, key, value);
    return problem ? [refuse(problem.slice(key.length + 2), key)] : [];
  });
}

/** Every refused line of an import, in order; nothing may be applied unless this is empty. */
export function configImportProblems(parsed: ParsedConfigText, rules: ImportRules): ConfigLineProblem[] {
  const problems = [...parsed.problems, ...parsed.lines.flatMap((line) => lineProblems(line, rules))];
  return problems.sort((a, b) => a.line - b.line);
}

/** Why a file cannot even be read line by line, or undefined. */
export function importTextProblem(text: string): string | undefined {
  if (text.trim() === '') return 'The configuration file is empty';
  const lines = text.split(/\r?\n/).length;
  if (lines > MAX_IMPORT_LINES)
    return `The configuration file has ${lines} lines; at most ${MAX_IMPORT_LINES} are read`;
  const longest = Math.max(...text.split(/\r?\n/).map((line) => line.length));
  if (longest > MAX_CONFIG_VALUE_LENGTH * 16)
    return 'The configuration file has a line too long to be a configuration line';
  return undefined;
}

/** The refused lines as the error's detail: one line each, `Line N (text): reason`. */
export const describeImportProblems = (problems: readonly ConfigLineProblem[]): string =>
  problems.map((problem) => `Line ${problem.line} (${problem.text}): ${problem.reason}`).join('\n');
