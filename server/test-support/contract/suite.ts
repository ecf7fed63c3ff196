import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '../../../src/contract/endpoint.ts';
import { expectAlike } from './alike.ts';
import { type Observation, observe } from './answer.ts';
import type { CaseKind, CaseOf } from './case.ts';
import { type ApiTarget, requestOf } from './targets.ts';

/*
 * The two halves every contract suite shares: each declared operation brings the kinds of case it must, and each
 * case, run on every target in turn, is answered alike.
 */

/** Fails each operation of `endpoints` lacking a kind of case `requiredKinds` asks of it, and each stray case. */
export function describeCoverage(
  title: string,
  endpoints: readonly EndpointDefinition[],
  cases: readonly Pick<CaseOf<string, unknown, unknown>, 'endpoint' | 'kind' | 'name'>[],
  requiredKinds: (endpoint: EndpointDefinition) => CaseKind[],
): void {
  describe(title, () => {
    it.each(endpoints.map((endpoint) => ({ id: endpoint.id, endpoint })))('$id', ({ endpoint }) => {
      const kinds = new Set(cases.filter((c) => c.endpoint === endpoint).map((c) => c.kind));
      expect(requiredKinds(endpoint).filter((kind) => !kinds.has(kind))).toEqual([]);
    });

    it('every case is of a declared operation', () => {
      expect(
        cases.filter((c) => !endpoints.includes(c.endpoint)).map((c) => `${c.endpoint.id}: ${c.name}`),
      ).toEqual([]);
    });
  });
}

/** How a suite's cases reach its targets, which start only once the suite runs. */
export interface CaseRunner<Who extends string, Arranged, Context, T extends ApiTarget<Who, Arranged>> {
  targets: () => readonly T[];
  contextOf: (target: T) => Context;
  /** Who sends a case that names no caller. */
  caller: Who;
  /** Counts the requests sent, for the suite's summary. */
  tally: { sent: number };
  timeoutMs?: number;
}

async function run<Who extends string, Arranged, Context, T extends ApiTarget<Who, Arranged>>(
  runner: CaseRunner<Who, Arranged, Context, T>,
  target: T,
  testCase: CaseOf<Who, Arranged, Context>,
): Promise<Observation> {
  await testCase.setup?.(target.fixtures);
  runner.tally.sent += 1;
  const request = await requestOf(testCase, runner.contextOf(target));
  return observe(testCase, await target.send(request, testCase.as ?? runner.caller));
}

/** One test per case: each target's answer keeps the case's expectation, and all agree. */
export function describeAlike<Who extends string, Arranged, Context, T extends ApiTarget<Who, Arranged>>(
  title: string,
  cases: readonly CaseOf<Who, Arranged, Context>[],
  runner: CaseRunner<Who, Arranged, Context, T>,
): void {
  describe(title, () => {
    it.each(cases.map((testCase) => ({ label: `${testCase.endpoint.id}: ${testCase.name}`, testCase })))(
      '$label',
      async ({ testCase }) => {
        const observations: Record<string, Observation> = {};
        for (const target of runner.targets())
          observations[target.name] = await run(runner, target, testCase);
        expectAlike(observations);
      },
      runner.timeoutMs,
    );
  });
}
