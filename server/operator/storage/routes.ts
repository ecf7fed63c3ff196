import * as storage from '../../../src/contract/operator/storage.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import { directPvDrives, directPvVolumes } from './calls.ts';

/** DirectPV's drives and volumes, when DirectPV is installed. */
export function storageRoutes(): Route<OperatorEnv>[] {
  return [
    serve(storage.getDirectPVDriveList, ({ query }, c) => directPvDrives(c.get('kube'), query)),
    serve(storage.getDirectPVVolumeList, ({ query }, c) => directPvVolumes(c.get('kube'), query)),
  ];
}
