/** What a formatter shows for a missing or meaningless value (undefined, NaN, Infinity, a negative duration). */
export const NO_VALUE = '-';

export type NumberInput = number | null | undefined;

export function isFiniteNumber(value: NumberInput): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Made on first use: a formatter loads ICU's locale data, which a process importing this alone never needs. */
let thousands: Intl.NumberFormat | undefined;

/** `1234567` → `'1,234,567'`. */
export function withThousands(value: NumberInput): string {
  if (!isFiniteNumber(value)) return NO_VALUE;
  thousands ??= new Intl.NumberFormat('en-US');
  return thousands.format(value);
}

/** `1, 'line'` → `'1 line'`, `1234, 'line'` → `'1,234 lines'`. */
export function countOf(value: number, noun: string): string {
  return `${withThousands(value)} ${noun}${value === 1 ? '' : 's'}`;
}

const COUNT_SUFFIXES = ['', 'K', 'M', 'B'] as const;

/** `999` → `'999'`, `1234` → `'1.2K'`, `3_400_000` → `'3.4M'`: at most one decimal, trailing `.0` dropped. */
export function abbreviateCount(value: NumberInput): string {
  if (!isFiniteNumber(value)) return NO_VALUE;
  let scaled = Math.abs(value);
  let step = 0;
  // Moves up on the rounded value, so 999_960 reads '1M' rather than '1000K'.
  while (step < COUNT_SUFFIXES.length - 1 && roundToOneDecimal(scaled) >= 1000) {
    scaled /= 1000;
    step += 1;
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${roundToOneDecimal(scaled)}${COUNT_SUFFIXES[step]}`;
}

function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
