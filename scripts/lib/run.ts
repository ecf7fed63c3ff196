import { spawnSync } from 'node:child_process';

/** Runs a command in the foreground, failing loudly with its name when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit ${result.status}`})`);
  }
}
