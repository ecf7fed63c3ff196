import type { ConsoleConfig } from './config.ts';
import type { AdminClient } from './minio/admin-client.ts';
import type { S3Client } from './minio/s3-client.ts';
import type { SessionClaims } from './session/cookie.ts';

/** What every route module is built with. */
export interface ServerDeps {
  config: ConsoleConfig;
  sessionKey: Buffer;
}

/** Hono variables of a request that passed the session check. */
export interface SessionEnv {
  Variables: {
    session: SessionClaims;
    admin: AdminClient;
    s3: S3Client;
  };
}
