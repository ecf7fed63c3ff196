import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ownCodeGroups } from './scripts/lib/chunk-groups.ts';
import { precompressAssets } from './scripts/lib/precompress.ts';

const FRAMEWORK_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|zod|ky)[\\/]/;
const CONSOLE_LIBRARIES =
  /node_modules[\\/](@tanstack|@radix-ui|zustand|use-sync-external-store|lucide-react|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)[\\/]/;
const ownCode = ownCodeGroups((id) => FRAMEWORK_LIBRARIES.test(id) || CONSOLE_LIBRARIES.test(id), 0);

// The demo build serves the MSW worker from mocks/public; no other build contains it.
export default defineConfig(({ mode }) => ({
  // Relative asset URLs resolve against <base href>, so one bundle serves any sub-path.
  base: './',
  publicDir: mode === 'demo' ? 'mocks/public' : false,
  plugins: [
    // Options in tsr.config.json, shared with `tsr generate`; splitting is the plugin's alone. A route's loader
    // goes with its component: what it imports (queries, schemas) then loads with the page, not before any page.
    tanstackRouter({
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    ownCode.plugin,
    precompressAssets(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: mode === 'demo' ? 'dist/demo' : 'dist/app',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Each page's code arrives in fewer requests: the libraries every page needs (and the login form too) in
        // one chunk, those only the console needs (after login) in another. Libraries of single pages (uPlot,
        // hash-wasm) stay with them. The app's own code is grouped as scripts/lib/chunk-groups.ts says.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_LIBRARIES, priority: 2 },
            { name: 'console-libs', test: CONSOLE_LIBRARIES, priority: 1 },
            ...ownCode.groups,
          ],
        },
      },
    },
  },
  // MinIO's data, the tool cache and builds hold many thousands of files: no watcher or scan may enter them.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    host: '127.0.0.1',
    watch: { ignored: ['**/.data/**', '**/.cache/**', '**/dist/**', '**/test-results/**'] },
    proxy: {
      '/api': { target: process.env.CONSOLE_DEV_API ?? 'http://127.0.0.1:9090' },
      '/ws': { target: process.env.CONSOLE_DEV_API ?? 'http://127.0.0.1:9090', ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Needs a real MinIO: `npm test` starts one and passes MINIO_TEST_* to this project.
          name: 'integration',
          environment: 'node',
          include: ['server/**/*.integration.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
}));
