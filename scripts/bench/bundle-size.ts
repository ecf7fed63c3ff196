/** The JavaScript the login page needs and the largest route chunk, gzip'ed, against the login budget. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN_GROUP } from '../lib/chunk-groups.ts';
import { run } from '../lib/run.ts';

export const OUT = 'dist/app';
const LOGIN_BUDGET_KB = 100;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const gzipKb = (file: string, out = OUT) =>
  gzipSync(readFileSync(join(out, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const verdict = (kb: number, target: number) => `target ${target} KB: ${kb <= target ? 'met' : 'missed'}`;

/** The chunk of a group that scripts/lib/chunk-groups.ts names. */
export function groupChunk(manifest: Manifest, group: string): string {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.name === group && !manifest[candidate]?.src,
  );
  if (!key) throw new Error(`The build has no ${group} chunk`);
  return key;
}

export function entryChunk(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('The build has no entry');
  return key;
}

/**
 * What /login loads before it shows: the entry and the login form's chunk (src/main.tsx imports it for
 * /login alone), each with what it imports statically.
 */
function loginChunks(manifest: Manifest): Set<string> {
  const chunks = new Set<string>();
  for (const key of [entryChunk(manifest), groupChunk(manifest, LOGIN_GROUP)]) closure(manifest, key, chunks);
  return chunks;
}

/** The JavaScript the login page needs, chunk by chunk, and the largest route chunk, gzip'ed, in `out`. */
export function printBundleSize(out = OUT): void {
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const login = [...loginChunks(manifest)]
    .map((key) => ({ file: manifest[key]?.file ?? '', kb: gzipKb(manifest[key]?.file ?? '', out) }))
    .sort((a, b) => b.kb - a.kb);
  const loginKb = login.reduce((total, chunk) => total + chunk.kb, 0);
  console.log(`login page JS (gzip): ${loginKb.toFixed(1)} KB  (${verdict(loginKb, LOGIN_BUDGET_KB)})`);
  console.log(`  chunks: ${login.map((chunk) => `${chunk.file} ${chunk.kb.toFixed(1)}`).join(', ')}`);

  const largest = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ name: chunk.src ?? key, kb: gzipKb(chunk.file, out) }))
    .sort((a, b) => b.kb - a.kb)[0];
  if (largest) console.log(`largest route chunk (gzip): ${largest.kb.toFixed(1)} KB  ${largest.name}`);
}

/** Builds the app into dist/app, then prints its bundle sizes. */
export function benchBundleSize(): void {
  run('npm', ['run', 'build', '--silent']);
  printBundleSize();
}

if (import.meta.url === `file://${process.argv[1]}`) printBundleSize(process.argv[2]);
