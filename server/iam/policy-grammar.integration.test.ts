import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_CASES, policyText } from '../../src/contract/policy-grammar.cases.ts';
import { hasPolicyErrors } from '../../src/contract/policy-grammar.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';

// Holds the policy lint to the real MinIO: what it calls an error MinIO refuses, and MinIO takes the rest.

const prefix = `lint-${randomBytes(3).toString('hex')}`;
const created = new Set<string>();
let mc: Mc;
let folder: string;

beforeAll(() => {
  const { MINIO_TEST_ENDPOINT, MINIO_TEST_ROOT_USER, MINIO_TEST_ROOT_PASSWORD } = process.env;
  if (!MINIO_TEST_ENDPOINT || !MINIO_TEST_ROOT_USER || !MINIO_TEST_ROOT_PASSWORD) {
    throw new Error('MINIO_TEST_* are not set: run the integration project through `npm test`.');
  }
  mc = mcFor(MINIO_TEST_ENDPOINT, MINIO_TEST_ROOT_USER, MINIO_TEST_ROOT_PASSWORD);
  folder = mkdtempSync(join(tmpdir(), 'policy-grammar-'));
});

afterAll(() => {
  for (const name of created) mc.run(['admin', 'policy', 'remove', mc.alias, name]);
  mc?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

/** Whether MinIO takes the document as a new policy (kept until the end, then removed). */
function minioTakes(name: string, text: string): boolean {
  const file = join(folder, `${name}.json`);
  writeFileSync(file, text);
  try {
    mc.run(['admin', 'policy', 'create', mc.alias, name, file]);
  } catch {
    return false;
  }
  created.add(name);
  return true;
}

describe('the policy lint against MinIO', () => {
  it.each(POLICY_CASES.map((policyCase, index) => ({ ...policyCase, index })))(
    '$name: MinIO $minio it',
    ({ policy, minio, index }) => {
      const text = policyText(policy);
      const verdict = minioTakes(`${prefix}-${index}`, text) ? 'accepts' : 'refuses';

      expect(verdict).toBe(minio);
      expect(hasPolicyErrors(text)).toBe(verdict === 'refuses');
    },
  );
});
