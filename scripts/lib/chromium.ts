import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

/** The end-to-end tests use Debian's Chromium; as root it is installed when missing. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`Chromium is missing. Install it with: sudo sh -c '${INSTALL}'`);
  }
  console.log('Installing Debian’s Chromium for the end-to-end tests…');
  const result = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM))
    throw new Error(`Installing Chromium failed; run: ${INSTALL}`);
}
