import { DIRECTPV_NOT_INSTALLED } from '../../../src/contract/operator/storage.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { DirectPvDriveResource, DirectPvVolumeResource } from '../kube-types.ts';

/** DirectPV's labels on its drives and volumes. */
const NODE_LABEL = 'directpv.min.io/node';
const DRIVE_LABEL = 'directpv.min.io/drive-name';
/** A drive holds one finalizer per volume on it. */
const VOLUME_FINALIZER = 'directpv.min.io.volume/';

interface Filter {
  nodes?: string;
  drives?: string;
}

/** Kubernetes answers 404 for the resources of a CRD that is not installed. */
async function orNotInstalled<T>(list: () => Promise<T>): Promise<T> {
  try {
    return await list();
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 404)
      throw new ConsoleError(404, DIRECTPV_NOT_INSTALLED, error.detailedMessage);
    throw error;
  }
}

/** Whether the resource is on one of the nodes and drives asked for (all when none). */
function kept(labels: Record<string, string> | undefined, filter: Filter): boolean {
  const within = (list: string | undefined, value: string | undefined) =>
    !list || list.split(',').includes(value ?? '');
  return within(filter.nodes, labels?.[NODE_LABEL]) && within(filter.drives, labels?.[DRIVE_LABEL]);
}

export function driveView(drive: DirectPvDriveResource) {
  const labels = drive.metadata.labels;
  return {
    drive: labels?.[DRIVE_LABEL] ?? drive.metadata.name,
    capacity: drive.status?.totalCapacity,
    allocated: drive.status?.allocatedCapacity,
    volumes: (drive.metadata.finalizers ?? []).filter((name) => name.startsWith(VOLUME_FINALIZER)).length,
    node: labels?.[NODE_LABEL],
    status: drive.status?.status,
  };
}

export function volumeView(volume: DirectPvVolumeResource) {
  const labels = volume.metadata.labels;
  return {
    volume: volume.metadata.name,
    capacity: volume.status?.totalCapacity,
    node: labels?.[NODE_LABEL],
    drive: labels?.[DRIVE_LABEL],
  };
}

export async function directPvDrives(kube: KubeClient, filter: Filter) {
  const drives = await orNotInstalled(() => kube.listDirectPvDrives());
  return { drives: drives.items.filter((drive) => kept(drive.metadata.labels, filter)).map(driveView) };
}

export async function directPvVolumes(kube: KubeClient, filter: Filter) {
  const volumes = await orNotInstalled(() => kube.listDirectPvVolumes());
  return { volumes: volumes.items.filter((volume) => kept(volume.metadata.labels, filter)).map(volumeView) };
}
