import * as kms from '../../src/contract/kms.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  kmsApis,
  kmsCreateKey,
  kmsKeyStatus,
  kmsListKeys,
  kmsMetrics,
  kmsStatus,
  kmsVersion,
} from './calls.ts';

/** The KMS MinIO is configured with: what it is and supports, and its keys. */
export function kmsRoutes(): Route<SessionEnv>[] {
  return [
    serve(kms.kmsStatus, (_, c) => kmsStatus(c.get('admin'))),
    serve(kms.kmsMetrics, (_, c) => kmsMetrics(c.get('admin'))),
    serve(kms.kmsApis, (_, c) => kmsApis(c.get('admin'))),
    serve(kms.kmsVersion, (_, c) => kmsVersion(c.get('admin'))),
    serve(kms.kmsCreateKey, ({ body }, c) => kmsCreateKey(c.get('admin'), body.key)),
    serve(kms.kmsListKeys, ({ query }, c) => kmsListKeys(c.get('admin'), query.pattern)),
    serve(kms.kmsKeyStatus, ({ params }, c) => kmsKeyStatus(c.get('admin'), params.name)),
  ];
}
