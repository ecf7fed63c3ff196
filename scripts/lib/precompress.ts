/**
 * Compressed copies of the built app's scripts and styles, written beside them once at build time: the server
 * sends the one the browser accepts (server/http/static.ts) and spends no CPU on it per request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED } from '../../server/http/static.ts';

/** Scripts, styles and images drawn as text, under assets/ (index.html is rewritten per sub-path, so not it). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;
/** Below this a copy saves less than the header that names it costs. */
const MIN_BYTES = 1024;

const COMPRESS: Record<(typeof PRECOMPRESSED)[number]['encoding'], (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes `file`'s compressed copies, each only if it is smaller than the file. */
export async function writeCompressedCopies(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  await Promise.all(
    PRECOMPRESSED.map(async ({ encoding, suffix }) => {
      const compressed = await COMPRESS[encoding](data);
      if (compressed.length < data.length) await writeFile(`${file}${suffix}`, compressed);
    }),
  );
}

export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(files.map((fileName) => writeCompressedCopies(join(dir, fileName))));
    },
  };
}
