/**
 * The demo MinIO's site replication: the sites it replicates with, once joined. The demo cannot reach other
 * MinIOs, so every site asked for joins; the one at the demo's own address is "this" site.
 */
import type { PeerInfo, PeerSite } from '../src/contract/site-replication';
import { MOCK_MINIO_URL } from './model';

/** The demo MinIO's deployment id. */
export const MOCK_DEPLOYMENT_ID = '8d9a1f4e-5c2b-4f3a-9e61-0b7c2d4e6f10';

let sites: PeerInfo[] = [];
let counter = 0;

export function resetSiteReplication(): void {
  sites = [];
  counter = 0;
}

const sameAddress = (a: string, b: string) => a.trim().replace(/\/$/, '') === b.trim().replace(/\/$/, '');

export const replicatedSites = (): readonly PeerInfo[] => sites;
export const thisSite = (): PeerInfo | undefined =>
  sites.find((site) => site.deploymentID === MOCK_DEPLOYMENT_ID);

/** Whether one of the sites asked for is the demo MinIO itself, as MinIO requires. */
export const includesThisSite = (requested: readonly PeerSite[]): boolean =>
  requested.some((site) => sameAddress(site.endpoint, MOCK_MINIO_URL));

function deploymentIdOf(endpoint: string): string {
  if (sameAddress(endpoint, MOCK_MINIO_URL)) return MOCK_DEPLOYMENT_ID;
  const known = sites.find((site) => sameAddress(site.endpoint, endpoint));
  if (known) return known.deploymentID;
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** Joins the sites asked for; a site already joined keeps its deployment id. */
export function joinSites(requested: readonly PeerSite[]): void {
  sites = requested.map((site) => ({
    name: site.name.trim(),
    endpoint: site.endpoint.trim(),
    deploymentID: deploymentIdOf(site.endpoint),
  }));
}

export function changeEndpoint(deploymentID: string, endpoint: string): boolean {
  const site = sites.find((peer) => peer.deploymentID === deploymentID);
  if (!site) return false;
  site.endpoint = endpoint.trim();
  return true;
}

/** Takes the named sites out (all when `all`); the names none has, or null when every one was found. */
export function removeSites(names: readonly string[], all: boolean): string[] | null {
  if (all) {
    sites = [];
    return null;
  }
  const missing = names.filter((name) => !sites.some((site) => site.name === name));
  if (missing.length > 0) return missing;
  sites = sites.filter((site) => !names.includes(site.name));
  // Left alone, a site no longer replicates.
  if (sites.length < 2) sites = [];
  return null;
}
