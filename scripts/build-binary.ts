/**
 * npm run build:binary: the console as one executable, with Node's single-executable applications. The server
 * is bundled into one CommonJS script with every package inlined; the built web app, the Argon2id worker and
 * SQLite's WebAssembly go in as assets; the lot is injected into a copy of this node binary.
 *
 *   tsx scripts/build-binary.ts [--app dist/app] [--out dist/minio-console]
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'vite';
import { ASSET_KEYS } from '../server/binary/assets.ts';
import { leanServerOutput } from '../vite.server.config.ts';
import { run } from './lib/run.ts';

/** The fuse Node looks for to know a blob was injected (Node's documentation for single executables). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
/** node-sqlite3-wasm's Emscripten preamble: given its WebAssembly there, it reads none from disk. */
const EMSCRIPTEN_MODULE = 'var Module=typeof Module!="undefined"?Module:{};';
const SQLITE_WASM = 'node_modules/node-sqlite3-wasm/dist/node-sqlite3-wasm.wasm';

/** Hands node-sqlite3-wasm its WebAssembly from the binary's assets instead of the file beside it. */
function sqliteWasmFromAsset(): Plugin {
  return {
    name: 'sqlite-wasm-from-asset',
    transform(code, id) {
      if (!id.endsWith('/node-sqlite3-wasm/dist/node-sqlite3-wasm.js')) return null;
      if (!code.includes(EMSCRIPTEN_MODULE)) this.error('node-sqlite3-wasm no longer starts as expected');
      const asset = JSON.stringify(ASSET_KEYS.sqliteWasm);
      return code.replace(
        EMSCRIPTEN_MODULE,
        `var Module={wasmBinary:require("node:sea").getAsset(${asset})};`,
      );
    },
  };
}

/** One CommonJS file holding `entry` and everything it imports but Node's own modules. */
async function bundle(entry: string, outFile: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [sqliteWasmFromAsset()],
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir: dirname(outFile),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        output: {
          format: 'cjs',
          entryFileNames: relative(dirname(outFile), outFile),
          codeSplitting: false,
          ...leanServerOutput,
        },
        onLog(level, log, report) {
          // argon2-pool's way to its worker from TypeScript sources, never taken in the binary.
          if (log.code === 'EMPTY_IMPORT_META' && log.id?.endsWith('argon2-pool.ts')) return;
          report(level, log);
        },
      },
    },
  });
}

/** Every file of the built app under its asset key (the build's own `.vite/` metadata left out). */
function appAssets(appDir: string): Record<string, string> {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => !path.startsWith(`.vite${sep}`) && statSync(join(appDir, path)).isFile())
    .map((path) => path.split(sep).join('/'));
  return Object.fromEntries(files.map((path) => [ASSET_KEYS.appFile(path), join(appDir, path)]));
}

function writeSeaBlob(workDir: string, main: string, assets: Record<string, string>): string {
  const blob = join(workDir, 'sea.blob');
  const config = { main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets };
  const configFile = join(workDir, 'sea-config.json');
  writeFileSync(configFile, JSON.stringify(config));
  run(process.execPath, ['--experimental-sea-config', configFile]);
  return blob;
}

/** Node's debug symbols are some 12 MB the console never needs; where binutils is installed, they go. */
function stripSymbols(file: string): void {
  const stripped = spawnSync('strip', [file], { stdio: 'inherit' });
  if (stripped.error) console.log('strip is not installed: the binary keeps the debug symbols of node');
  else if (stripped.status !== 0) throw new Error(`strip ${file} failed (exit ${stripped.status})`);
}

async function buildBinary(appDir: string, out: string): Promise<void> {
  if (!existsSync(join(appDir, 'index.html')))
    throw new Error(`${appDir} holds no built app: run \`npx vite build\` first`);
  const workDir = mkdtempSync(join(tmpdir(), 'console-binary-'));
  try {
    const main = join(workDir, 'main.cjs');
    const worker = join(workDir, ASSET_KEYS.argon2Worker);
    await bundle('server/main.ts', main);
    await bundle('server/minio/argon2-worker.ts', worker);
    const blob = writeSeaBlob(workDir, main, {
      ...appAssets(appDir),
      [ASSET_KEYS.argon2Worker]: worker,
      [ASSET_KEYS.sqliteWasm]: resolve(SQLITE_WASM),
    });
    mkdirSync(dirname(out), { recursive: true });
    rmSync(out, { force: true });
    copyFileSync(process.execPath, out);
    stripSymbols(out);
    run('node_modules/.bin/postject', [out, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE]);
    chmodSync(out, 0o755);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: 'dist/app' },
    out: { type: 'string', default: 'dist/minio-console' },
  },
});
const out = resolve(values.out);
await buildBinary(resolve(values.app), out);
console.log(`\n${relative('.', out)}: ${(statSync(out).size / 1024 / 1024).toFixed(1)} MiB`);
