import { niceBytes, unitToBytes } from '@/lib/format/units';
import { QUOTA_UNITS, type QuotaUnit } from '../../add-bucket-form';

export interface QuotaSize {
  size: string;
  unit: QuotaUnit;
}

/** Spec §9: a new quota starts at 1 TiB. */
export const DEFAULT_QUOTA_SIZE: QuotaSize = { size: '1', unit: 'TiB' };

/** A quota in the largest unit that keeps its number at 1 or more (6 significant digits, so it reads back the same). */
export function quotaSizeOf(bytes: number | undefined): QuotaSize {
  if (!bytes || bytes <= 0) return DEFAULT_QUOTA_SIZE;
  const unit = [...QUOTA_UNITS].reverse().find((candidate) => bytes >= unitToBytes(1, candidate)) ?? 'MiB';
  return { size: String(Number((bytes / unitToBytes(1, unit)).toPrecision(6))), unit };
}

/** The quota in bytes, or null when the size is not a number above 0. */
export function quotaBytes({ size, unit }: QuotaSize): number | null {
  const value = Number(size);
  if (size.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(unitToBytes(value, unit));
}

/** Why the quota cannot be set, or null. `storedBytes` is the bucket's reported usage. */
export function quotaProblem(quota: QuotaSize, storedBytes: number | undefined): string | null {
  if (quota.size.trim() === '') return 'Enter a quota size';
  const bytes = quotaBytes(quota);
  if (bytes === null) return 'Enter a quota larger than 0';
  if (storedBytes && bytes < storedBytes) {
    return `The bucket already stores ${niceBytes(storedBytes)}: the quota must be at least that`;
  }
  return null;
}
