import { defineConfig } from 'vite';

// The console server compiled to one ES module; its packages stay in node_modules. Running it with plain
// node keeps a TypeScript compiler out of the process (tsx alone costs some 50 MB).
export default defineConfig({
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});
