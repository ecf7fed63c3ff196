import { describe, expect, it } from 'vitest';
import type { AdminInfo, ServerDrive, ServerProperties } from '@/contract/monitoring';
import { deploymentHealth, usedShare } from './server-health';

const drive = (change: Partial<ServerDrive>): ServerDrive => ({
  uuid: 'u',
  state: 'ok',
  endpoint: '/d',
  drivePath: '/d',
  rootDisk: false,
  healing: false,
  model: '',
  totalSpace: 100,
  usedSpace: 25,
  availableSpace: 75,
  ...change,
});

const server = (state: string, drives: ServerDrive[]): ServerProperties => ({
  state,
  endpoint: 'n:9000',
  uptime: 1,
  version: 'v',
  commitID: 'c',
  poolNumber: 1,
  network: {},
  drives,
});

const info = (servers: ServerProperties[]): AdminInfo => ({
  buckets: 0,
  objects: 0,
  usage: 0,
  advancedMetricsStatus: 'not configured',
  servers,
  backend: { backendType: 'Erasure', rrSCParity: 1, standardSCParity: 2, onlineDrives: 0, offlineDrives: 0 },
});

describe('deployment health', () => {
  it('counts servers and drives by state, and adds up capacity', () => {
    const health = deploymentHealth(
      info([
        server('online', [drive({}), drive({ healing: true })]),
        server('offline', [drive({ state: 'offline', usedSpace: 0 }), drive({ state: 'faulty' })]),
      ]),
    );
    expect(health).toEqual({
      servers: 2,
      serversOnline: 1,
      drivesOnline: 2,
      drivesOffline: 2,
      drivesHealing: 1,
      usedSpace: 75,
      totalSpace: 400,
    });
  });

  it.each([
    [25, 100, 0.25],
    [0, 0, 0],
    [120, 100, 1],
  ])('used %d of %d is a share of %d', (used, total, share) => {
    expect(usedShare(used, total)).toBe(share);
  });
});
