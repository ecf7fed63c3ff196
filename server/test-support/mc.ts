import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Mc {
  /** Runs `mc` with its arguments, the alias named `alias`; throws with mc's output when it fails. */
  run: (args: string[], input?: string) => string;
  alias: string;
  dispose: () => void;
}

/** An mc with a config directory of its own and one alias for the given MinIO. */
export function mcFor(endpoint: string, user: string, password: string, binary = process.env.MC_BINARY): Mc {
  if (!binary) throw new Error('MC_BINARY is not set: run the integration project through `npm test`.');
  const configDir = mkdtempSync(join(tmpdir(), 'suite-mc-'));
  const alias = 'target';
  const run = (args: string[], input?: string) => {
    const result = spawnSync(binary, args, {
      env: { ...process.env, MC_CONFIG_DIR: configDir },
      input,
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (result.status !== 0) throw new Error(`mc ${args.join(' ')}: ${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  run(['alias', 'set', alias, endpoint, user, password]);
  return { run, alias, dispose: () => rmSync(configDir, { recursive: true, force: true }) };
}

/** mc's JSON lines, parsed. */
export const jsonLines = (text: string): unknown[] =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
