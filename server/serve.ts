import type { Server } from 'node:http';
import { basename } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { inBinary } from './binary/assets.ts';
import { CONFIG_HELP, loadConfig } from './config.ts';
import { answerParserRefusals } from './http/parser-refusals.ts';
import { loadSessionKey } from './session/session-key.ts';
import { acceptWebSockets } from './ws/upgrade.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    `Usage: ${inBinary() ? basename(process.execPath) : 'npm run serve --'} [--host ADDRESS] [--port PORT]\n\nServes the web console and its /api/v1 for one MinIO, or in operator mode for the MinIO tenants of a Kubernetes cluster.\n\n${CONFIG_HELP}`,
  );
  process.exit(0);
}

/** A setting or key file that cannot be used ends the start with its message alone, not a stack trace. */
function orRefuseToStart<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    console.error(`The console cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = orRefuseToStart(() => loadConfig(process.env, argv));
const sessionKey = orRefuseToStart(() =>
  loadSessionKey({ dataDir: config.dataDir, passphrase: config.pbkdfPassphrase, salt: config.pbkdfSalt }),
);
const app = createApp({ config, sessionKey });
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const backend = config.operator
    ? `operator mode, Kubernetes ${config.operator.apiUrl}`
    : `MinIO ${config.minioServer}`;
  console.log(`Console listening on http://${info.address}:${info.port}${config.subPath} (${backend})`);
});

answerParserRefusals(server as Server);
acceptWebSockets(server as Server, app);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
