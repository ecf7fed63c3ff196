import { isFiniteNumber, NO_VALUE } from './numbers';

/** 1024-based size units, smallest first. */
export const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'] as const;
/** Kubernetes-style short forms of KiB … EiB. */
export const SHORT_UNITS = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'] as const;

export type ByteUnit = (typeof UNITS)[number];
export type ShortByteUnit = (typeof SHORT_UNITS)[number];

const BASE = 1024;

/** `unitToBytes(1, 'GiB')` → 1073741824; `Gi` is the same as `GiB`. */
export function unitToBytes(value: number, unit: ByteUnit | ShortByteUnit): number {
  return value * BASE ** unitPower(unit);
}

function unitPower(unit: ByteUnit | ShortByteUnit): number {
  const long = UNITS.indexOf(unit as ByteUnit);
  return long >= 0 ? long : SHORT_UNITS.indexOf(unit as ShortByteUnit) + 1;
}

/**
 * A size for people: `1536` → `'1.5 KiB'`. One decimal when the shown value is under 10 and the unit is above
 * bytes, else none. Numeric strings are accepted; anything that is not a finite number shows as `'-'`.
 */
export function niceBytes(bytes: number | string | null | undefined, showUnit = true): string {
  const value = typeof bytes === 'string' ? numberFromText(bytes) : bytes;
  if (!isFiniteNumber(value)) return NO_VALUE;

  let scaled = Math.abs(value);
  let power = 0;
  // Moves up on the rounded value, so 1048575 bytes read '1.0 MiB' rather than '1024 KiB'.
  while (power < UNITS.length - 1 && Math.round(scaled) >= BASE) {
    scaled /= BASE;
    power += 1;
  }
  const decimals = power > 0 && Number(scaled.toFixed(1)) < 10 ? 1 : 0;
  const number = `${value < 0 ? '-' : ''}${scaled.toFixed(decimals)}`;
  return showUnit ? `${number} ${UNITS[power]}` : number;
}

/** `Number('')` is 0; an empty text is no size at all. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
