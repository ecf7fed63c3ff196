import { defineConfig } from 'vite';

// The console server compiled to ES modules; its packages stay in node_modules. Running it with plain node
// keeps a TypeScript compiler out of the process (tsx alone costs some 50 MB). The Argon2id worker is an entry
// of its own, so the server finds it beside main.js and serve.js.

/**
 * The process keeps its source text: ASCII only, V8 holds it at one byte a character rather than two, and
 * without comments or indentation. Names are kept, for readable stack traces. The single binary's bundle too.
 */
export const leanServerOutput = {
  charset: 'ascii',
  minify: { mangle: false, compress: false, codegen: { removeWhitespace: true } },
} as const;

export default defineConfig({
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: { main: 'server/main.ts', 'argon2-worker': 'server/minio/argon2-worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js', ...leanServerOutput },
    },
  },
});
