import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../http/errors.ts';
import type { KubeClient } from './kube-client.ts';
import type { TenantResource } from './kube-types.ts';
import { changeTenant } from './tenant-change.ts';

const conflict = () => new ConsoleError(409, 'Already exists or changed meanwhile');

/** A cluster whose Tenant reads have these generations in turn, and a change failing with these errors first. */
function attempt(generations: number[], failures: Error[]) {
  const reads = [...generations];
  const kube = {
    getTenant: async () => ({ metadata: { name: 't', generation: reads.shift() } }) as TenantResource,
  } as unknown as KubeClient;
  const seen: (number | undefined)[] = [];
  const result = changeTenant(kube, 'ns', 't', async (tenant) => {
    seen.push(tenant.metadata.generation);
    const failure = failures.shift();
    if (failure) throw failure;
    return 'done';
  });
  return { result, seen };
}

describe('a change of a tenant made again when only its status changed meanwhile', () => {
  it.each([
    { case: 'made at once', generations: [1], failures: [], tried: [1] },
    { case: 'status changed meanwhile', generations: [1, 1], failures: [conflict()], tried: [1, 1] },
    {
      case: 'status changed twice',
      generations: [1, 1, 1],
      failures: [conflict(), conflict()],
      tried: [1, 1, 1],
    },
  ])('$case: done after tries on generations $tried', async ({ generations, failures, tried }) => {
    const { result, seen } = attempt(generations, failures);
    await expect(result).resolves.toBe('done');
    expect(seen).toEqual(tried);
  });

  it.each([
    { case: 'the spec changed meanwhile', generations: [1, 2], failures: [conflict()], status: 409 },
    {
      case: 'the status changes on every try',
      generations: [1, 1, 1],
      failures: [conflict(), conflict(), conflict()],
      status: 409,
    },
    {
      case: 'another refusal',
      generations: [1],
      failures: [new ConsoleError(400, 'Invalid request')],
      status: 400,
    },
  ])('$case: refused with $status', async ({ generations, failures, status }) => {
    await expect(attempt(generations, failures).result).rejects.toMatchObject({ status });
  });
});
