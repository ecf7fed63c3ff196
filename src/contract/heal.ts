import { z } from 'zod/mini';
import { queryFlag } from './query';
import { socket } from './socket';

const MAX_PREFIX_LENGTH = 1024;

/** An object's health by its drives: all serve it; some do not; too few to spare another; nothing known. */
export const HEAL_HEALTH = ['green', 'yellow', 'red', 'grey'] as const;
export type HealHealth = (typeof HEAL_HEALTH)[number];

export const healQuerySchema = z.object({
  prefix: z.optional(z.string().check(z.maxLength(MAX_PREFIX_LENGTH))),
  /** Everything under the prefix, not only the prefix itself; on unless `false`. */
  recursive: queryFlag,
  /** Only look: nothing is rewritten. */
  dryRun: queryFlag,
  /** Remove what is dangling (too few parts left to ever read). */
  remove: queryFlag,
  /** Read every part and check its bitrot hash, not only the metadata. */
  deep: queryFlag,
  /** Start even though a heal of the same path runs, stopping that one. */
  force: queryFlag,
});
export type HealRequest = z.output<typeof healQuerySchema>;

const countsSchema = z.object({
  green: z.number(),
  yellow: z.number(),
  red: z.number(),
  grey: z.number(),
});
export type HealthCounts = z.infer<typeof countsSchema>;

/** The heal so far, after each report MinIO gives (about once a second). */
export const healProgressSchema = z.object({
  status: z.enum(['running', 'finished', 'stopped']),
  objectsScanned: z.number(),
  objectsHealed: z.number(),
  /** Objects still unreadable after healing: too few of their drives serve them. */
  objectsFailed: z.number(),
  bytesScanned: z.number(),
  /** Objects by health before and after this heal touched them. */
  before: countsSchema,
  after: countsSchema,
  /** The last object reported, for a sense of where the heal is. */
  lastObject: z.string(),
  /** MinIO's reason when it stopped the heal itself. */
  failure: z.optional(z.string()),
});
export type HealProgress = z.infer<typeof healProgressSchema>;

export const healStream = socket({
  id: 'Heal',
  area: 'monitoring',
  path: '/heal/{bucket}',
  summary: 'Heals a bucket or a prefix, reporting progress until it ends; closing the socket stops it',
  params: z.object({ bucket: z.string() }),
  query: healQuerySchema,
  message: healProgressSchema,
});

/** A reported item's drives, as MinIO lists them before or after healing. */
interface HealedDrives {
  drives: readonly { state: string }[];
  dataBlocks: number;
}

/** MinIO's word for a drive that serves the object. */
const DRIVE_OK = 'ok';

/** An object's health from its drives: green when all serve it, red when no more may fail. */
export function healthOf({ drives, dataBlocks }: HealedDrives): HealHealth {
  if (drives.length === 0) return 'grey';
  const serving = drives.filter((drive) => drive.state === DRIVE_OK).length;
  if (serving === drives.length) return 'green';
  return serving > dataBlocks ? 'yellow' : 'red';
}

export const noHealth = (): HealthCounts => ({ green: 0, yellow: 0, red: 0, grey: 0 });

/** A heal's progress before MinIO reported anything. */
export const healNotStarted = (): HealProgress => ({
  status: 'running',
  objectsScanned: 0,
  objectsHealed: 0,
  objectsFailed: 0,
  bytesScanned: 0,
  before: noHealth(),
  after: noHealth(),
  lastObject: '',
});
