import type { AdminInfo, ServerDrive } from '@/contract/monitoring';

/** MinIO's word for a drive that serves. */
const DRIVE_OK = 'ok';

export const isDriveOnline = (drive: ServerDrive) => drive.state === DRIVE_OK;

/** What the summary shows of a deployment: its servers and drives by state, and its capacity. */
export function deploymentHealth(info: AdminInfo) {
  const drives = info.servers.flatMap((server) => server.drives);
  return {
    servers: info.servers.length,
    serversOnline: info.servers.filter((server) => server.state === 'online').length,
    drivesOnline: drives.filter(isDriveOnline).length,
    drivesOffline: drives.filter((drive) => !isDriveOnline(drive)).length,
    drivesHealing: drives.filter((drive) => drive.healing).length,
    usedSpace: drives.reduce((sum, drive) => sum + drive.usedSpace, 0),
    totalSpace: drives.reduce((sum, drive) => sum + drive.totalSpace, 0),
  };
}

/** The share used, from 0 to 1; 0 when nothing is known. */
export const usedShare = (used: number, total: number) => (total > 0 ? Math.min(1, used / total) : 0);
