import { getAsset, isSea } from 'node:sea';
import type { AppFiles } from '../http/static.ts';

/**
 * What the self-contained binary carries beside its code, by asset key: scripts/build-binary.ts embeds them,
 * the server reads them back.
 */
export const ASSET_KEYS = {
  /** The built web app, one asset per file. */
  appFile: (path: string) => `app/${path}`,
  /** The Argon2id worker, bundled into one script a worker thread evaluates. */
  argon2Worker: 'argon2-worker.cjs',
  /** SQLite's WebAssembly for the audit log, which node-sqlite3-wasm would otherwise read beside itself. */
  sqliteWasm: 'node-sqlite3-wasm.wasm',
} as const;

/** Whether this process is the self-contained binary (`npm run build:binary`), not node running a script. */
export const inBinary = (): boolean => isSea();

function embedded(key: string): ArrayBuffer | null {
  try {
    return getAsset(key);
  } catch {
    return null;
  }
}

/** The web app embedded in the binary. */
export const embeddedAppFiles: AppFiles = {
  read: async (path) => {
    const file = embedded(ASSET_KEYS.appFile(path));
    return file && new Uint8Array(file);
  },
};

/** The Argon2id worker's source, as embedded. */
export const embeddedArgon2Worker = (): string => getAsset(ASSET_KEYS.argon2Worker, 'utf8');
