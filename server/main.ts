import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { CONFIG_HELP, loadConfig } from './config.ts';
import { loadSessionKey } from './session/session-key.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    `Usage: npm run serve -- [--host ADDRESS] [--port PORT]\n\nServes the web console and its /api/v1 for one MinIO.\n\n${CONFIG_HELP}`,
  );
  process.exit(0);
}

const config = loadConfig(process.env, argv);
const sessionKey = loadSessionKey({
  dataDir: config.dataDir,
  passphrase: config.pbkdfPassphrase,
  salt: config.pbkdfSalt,
});
const server = serve(
  { fetch: createApp({ config, sessionKey }).fetch, hostname: config.host, port: config.port },
  (info) => {
    console.log(
      `Console listening on http://${info.address}:${info.port}${config.subPath} (MinIO ${config.minioServer})`,
    );
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
