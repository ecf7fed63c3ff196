import type { EnvironmentVariable } from '../../../src/contract/operator/tenant-settings.ts';
import { configEnvText } from '../tenant-resource.ts';

/* The `config.env` of a tenant's configuration secret: the `export NAME="value"` lines MinIO sources at start. */

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*?)\s*$/;

function unquoted(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"'))
    return raw.slice(1, -1).replace(/\\(["\\$`])/g, '$1');
  if (raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'")) return raw.slice(1, -1);
  return raw;
}

/** The variables of config.env in order; comments, blank and unreadable lines are skipped. */
export function parseConfigEnv(text: string): EnvironmentVariable[] {
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    return match?.[1] && match[2] !== undefined ? [{ key: match[1], value: unquoted(match[2]) }] : [];
  });
}

export const formatConfigEnv = (variables: readonly EnvironmentVariable[]) =>
  configEnvText(variables.map(({ key, value }) => [key, value] as const));
