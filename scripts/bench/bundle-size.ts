/** The JavaScript the login page needs and the largest route chunk, gzip'ed, against the login budget. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../lib/run.ts';

const OUT = 'dist/app';
const LOGIN_BUDGET_KB = 100;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function sumKb(manifest: Manifest, keys: Iterable<string>): number {
  return [...keys].reduce((total, key) => total + gzipKb(manifest[key]?.file ?? ''), 0);
}

/** The JavaScript the login page needs and the largest route chunk, gzip'ed. */
export function benchBundleSize(): void {
  run('npm', ['run', 'build', '--silent']);
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loginKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/login.tsx'));
  if (!entryKey || loginKeys.length === 0) throw new Error('The build has no entry or no login route chunk');

  const loginChunks = new Set<string>();
  for (const key of [entryKey, ...loginKeys]) closure(manifest, key, loginChunks);
  const loginKb = sumKb(manifest, loginChunks);

  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ name: chunk.src ?? key, kb: gzipKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb);
  const largest = routeChunks[0];

  console.log(
    `login page JS (gzip): ${loginKb.toFixed(1)} KB  (budget ${LOGIN_BUDGET_KB} KB: ${loginKb <= LOGIN_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(`  chunks: ${[...loginChunks].map((key) => manifest[key]?.file).join(', ')}`);
  if (largest) console.log(`largest route chunk (gzip): ${largest.kb.toFixed(1)} KB  ${largest.name}`);
}
