import { expect } from 'vitest';
import type { Observation } from './answer.ts';

/** Each target's answer keeps the case's expectation, and all agree on the error's message and the fields' shapes. */
export function expectAlike(observations: Record<string, Observation>): void {
  const problems = Object.fromEntries(Object.entries(observations).map(([name, o]) => [name, o.problems]));
  expect(problems).toEqual(Object.fromEntries(Object.keys(observations).map((name) => [name, []])));
  const [reference, ...others] = Object.values(observations);
  for (const other of others) {
    expect({ message: other.message, shape: other.shape }).toEqual({
      message: reference?.message,
      shape: reference?.shape,
    });
  }
}
