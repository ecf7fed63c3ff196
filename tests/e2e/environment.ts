/** Where the end-to-end run finds MinIO and serves the console; scripts/test.ts sets these. */
const minioEndpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? 9290);
const subPath = '/console/';

if (!minioEndpoint) {
  throw new Error(
    'MINIO_TEST_ENDPOINT is not set: run the end-to-end tests through `npm test`, which starts MinIO.',
  );
}

export const E2E = {
  minioEndpoint,
  rootUser: process.env.MINIO_TEST_ROOT_USER ?? '',
  rootPassword: process.env.MINIO_TEST_ROOT_PASSWORD ?? '',
  mcBinary: process.env.MC_BINARY ?? '.cache/bin/mc',
  minioBinary: process.env.MINIO_BINARY ?? '.cache/bin/minio',
  consolePort,
  subPath,
  consoleUrl: `http://127.0.0.1:${consolePort}${subPath}`,
  consoleDataDir: process.env.E2E_CONSOLE_DATA_DIR ?? '.data/e2e-console',
  /** The production build the journeys serve: `npm run build` writes dist/. */
  distDir: process.env.E2E_DIST_DIR ?? 'dist',
  /** A loopback port nothing listens on, standing for SUBNET and the release service. */
  noOutsideService: 'http://127.0.0.1:2',
};
