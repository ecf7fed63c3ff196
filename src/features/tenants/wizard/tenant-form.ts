import type { PoolSizeUnit } from './pool-sizing';
import { newSecurityFields, type SecurityFields } from './security-form';

export const ACCESS_KEY_LENGTH = 16;
export const SECRET_KEY_LENGTH = 32;

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's size a byte reaches: bytes above it are drawn again, so no letter is favoured. */
const FAIR_BYTE_LIMIT = 256 - (256 % KEY_ALPHABET.length);

/** `length` letters and digits from the browser's cryptographic random source. */
export function randomKey(length: number): string {
  let key = '';
  while (key.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < FAIR_BYTE_LIMIT && key.length < length) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

export interface KeyPair {
  id: string;
  accessKey: string;
  secretKey: string;
}

export const newKeyPair = (): KeyPair => ({
  id: crypto.randomUUID(),
  accessKey: randomKey(ACCESS_KEY_LENGTH),
  secretKey: randomKey(SECRET_KEY_LENGTH),
});

/** Lists of pairs grow one pair at a time and always keep one. */
export const withPairAdded = <P>(pairs: readonly P[], pair: P): P[] => [...pairs, pair];

export function withPairRemoved<P extends { id: string }>(pairs: readonly P[], id: string): P[] {
  return pairs.length > 1 ? pairs.filter((pair) => pair.id !== id) : [...pairs];
}

export function withPairChanged<P extends { id: string }>(
  pairs: readonly P[],
  id: string,
  change: Partial<P>,
): P[] {
  return pairs.map((pair) => (pair.id === id ? { ...pair, ...change } : pair));
}

export const POD_AFFINITIES = ['none', 'default', 'nodeSelector'] as const;
export type PodAffinity = (typeof POD_AFFINITIES)[number];

/** Every field of the create-tenant wizard; numbers are kept as typed. */
export interface TenantForm extends SecurityFields {
  // The tenant's name and where it lives
  name: string;
  namespace: string;
  storageClass: string;
  // tenantSize
  volumeSize: string;
  sizeFactor: PoolSizeUnit;
  nodes: string;
  drivesPerServer: string;
  /** Each server's memory request, in whole Gi. */
  memoryNode: string;
  /** Each server's CPU request, in whole cores. */
  cpuToUse: string;
  /** Empty: no limit. */
  memoryLimit: string;
  cpuLimit: string;
  ecParity: string;
  // configure
  customImage: boolean;
  imageName: string;
  exposeMinIO: boolean;
  exposeConsole: boolean;
  runAsUser: string;
  runAsGroup: string;
  fsGroup: string;
  runAsNonRoot: boolean;
  // affinity
  podAffinity: PodAffinity;
  /** One `key=value` a line. */
  nodeSelectorLabels: string;
  withPodAntiAffinity: boolean;
  // identityProvider: the users created with the tenant (its external provider is in SecurityFields)
  keys: KeyPair[];
}

export const DEFAULT_RUN_AS = '1000';

/**
 * A new wizard's values. A wizard opened afresh offers a custom image (prefilled with nothing, so the operator's
 * own is used); one started over does not.
 */
export function newTenantForm({ afterReset = false } = {}): TenantForm {
  return {
    name: '',
    namespace: '',
    storageClass: '',
    volumeSize: '100',
    sizeFactor: 'Gi',
    nodes: '4',
    drivesPerServer: '1',
    memoryNode: '2',
    cpuToUse: '1',
    memoryLimit: '',
    cpuLimit: '',
    ecParity: '',
    customImage: !afterReset,
    imageName: '',
    exposeMinIO: true,
    exposeConsole: true,
    runAsUser: DEFAULT_RUN_AS,
    runAsGroup: DEFAULT_RUN_AS,
    fsGroup: DEFAULT_RUN_AS,
    runAsNonRoot: true,
    podAffinity: 'default',
    nodeSelectorLabels: '',
    withPodAntiAffinity: true,
    keys: [newKeyPair()],
    ...newSecurityFields(),
  };
}
