/** Kubernetes' quantity suffixes and what each multiplies by. */
const SUFFIXES: Record<string, number> = {
  '': 1,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
  Pi: 1024 ** 5,
  Ei: 1024 ** 6,
};

const QUANTITY = /^([+-]?\d+(?:\.\d+)?|[+-]?\.\d+)(?:(Ki|Mi|Gi|Ti|Pi|Ei|m|k|M|G|T|P|E)|[eE]([+-]?\d+))?$/;

/** A quantity ("100Gi", "3500m", "1e3", 42) as a number; NaN for anything Kubernetes would not write. */
export function parseQuantity(value: string | number | undefined): number {
  if (typeof value === 'number') return value;
  const match = QUANTITY.exec((value ?? '').trim());
  if (!match) return Number.NaN;
  const [, digits, suffix, exponent] = match;
  const scale = exponent === undefined ? (SUFFIXES[suffix ?? ''] ?? 1) : 10 ** Number(exponent);
  return Number(digits) * scale;
}

/** A quantity in whole units, as Kubernetes' Value() gives it: rounded up. */
export const quantityValue = (value: string | number | undefined): number => {
  const parsed = parseQuantity(value);
  return Number.isFinite(parsed) ? Math.ceil(parsed) : 0;
};
