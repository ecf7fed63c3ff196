import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from '../test-support/console-app.ts';
import { jsonLines, type Mc, mcFor } from '../test-support/mc.ts';

// Free text in every bucket-settings write reaches MinIO byte for byte, read back with mc; what MinIO itself
// refuses is a 4xx with nothing stored. Runs against the real MinIO of the 'integration' project.

const id = randomBytes(3).toString('hex');
const bucket = `wire-text-${id}`;
const burstBuckets = [0, 1, 2].map((index) => `wire-burst-${index}-${id}`);
/** Replication needs versioning on both sides; the target is a bucket of the same MinIO. */
const origin = `wire-origin-${id}`;
const destination = `wire-destination-${id}`;

let mc: Mc;
let app: InProcessConsole;
let cookie: string;

const at = (path: string) => `${mc.alias}/${path}`;

async function call(method: string, path: string, body?: unknown, session = cookie) {
  const response = await app.request(`/api/v1/${path}`, {
    method,
    headers: { cookie: session, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** mc's one JSON answer; `fallback` when mc fails (as `mc tag list` does on a bucket without tags). */
function mcJson<T>(args: string[], fallback: T): T {
  try {
    return jsonLines(mc.run([...args, '--json']))[0] as T;
  } catch {
    return fallback;
  }
}

interface LifecycleRule {
  Filter?: { Prefix?: string; Tag?: Tag; And?: { Prefix?: string; Tags?: Tag[] } };
}
interface Tag {
  Key: string;
  Value: string;
}

const lifecycleRules = () =>
  mcJson<{ config?: { Rules?: LifecycleRule[] } }>(['ilm', 'rule', 'ls', at(bucket)], {}).config?.Rules ?? [];
const lifecyclePrefixes = () =>
  lifecycleRules().map((rule) => rule.Filter?.And?.Prefix ?? rule.Filter?.Prefix ?? '');
const lifecycleTags = () =>
  lifecycleRules().flatMap((rule) => rule.Filter?.And?.Tags ?? (rule.Filter?.Tag ? [rule.Filter.Tag] : []));
const bucketTags = () =>
  mcJson<{ tagset?: Record<string, string> }>(['tag', 'list', at(bucket)], {}).tagset ?? {};
const policyResources = () => {
  const policy = JSON.parse(mc.run(['anonymous', 'get-json', at(bucket)]) || '{}') as {
    Statement?: { Resource?: string[] }[];
  };
  return (policy.Statement ?? []).flatMap((statement) => statement.Resource ?? []);
};
interface ReplicationRule {
  Filter?: { Prefix?: string; Tag?: Tag; And?: { Prefix?: string; Tag?: Tag[] } };
}
const replicationRules = () => {
  try {
    return jsonLines(mc.run(['replicate', 'ls', '--json', at(origin)])).map(
      (line) => (line as { rule: ReplicationRule }).rule,
    );
  } catch {
    return [];
  }
};
const replicationPrefixes = () =>
  replicationRules().map((rule) => rule.Filter?.And?.Prefix ?? rule.Filter?.Prefix ?? '');
const replicationTags = () =>
  replicationRules().flatMap(
    (rule) => rule.Filter?.And?.Tag ?? (rule.Filter?.Tag?.Key ? [rule.Filter.Tag] : []),
  );
const excludedPrefixes = () =>
  mcJson<{ versioning?: { ExcludedPrefixes?: string[] } }>(['version', 'info', at(bucket)], {}).versioning
    ?.ExcludedPrefixes ?? [];

function resetBucket(): void {
  mcJson(['ilm', 'rule', 'rm', '--all', '--force', at(bucket)], {});
  mcJson(['tag', 'remove', at(bucket)], {});
  mc.run(['anonymous', 'set', 'none', at(bucket)]);
  mcJson(['replicate', 'rm', '--all', '--force', at(origin)], {});
}

async function addReplication(prefix: string, tags: string): Promise<number> {
  const { endpoint, rootUser, rootPassword } = minioTestEnv();
  const answer = await call('POST', 'buckets-replication', {
    accessKey: rootUser,
    secretKey: rootPassword,
    targetURL: endpoint,
    prefix,
    tags,
    bucketsRelation: [{ originBucket: origin, destinationBucket: destination }],
  });
  const failed = answer.body?.replicationState?.some((state: { errorString?: string }) => state.errorString);
  return failed ? 400 : answer.status;
}

const customPolicy = (text: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/${text}*`],
      },
    ],
  });

interface Field {
  /** Writes `text` through the console; answers the HTTP status. */
  write: (text: string) => Promise<number>;
  /** What mc reads back of that field. */
  stored: () => unknown[];
  /** What mc reads back after `text` was stored exactly. */
  expected: (text: string) => unknown;
}

const FIELDS: Record<string, Field> = {
  'lifecycle prefix': {
    write: async (text) =>
      (await call('POST', `buckets/${bucket}/lifecycle`, { type: 'expiry', prefix: text, expiry_days: 1 }))
        .status,
    stored: lifecyclePrefixes,
    expected: (text) => text,
  },
  'lifecycle tag': {
    write: async (text) =>
      (
        await call('POST', `buckets/${bucket}/lifecycle`, {
          type: 'expiry',
          prefix: 'p/',
          tags: `${text}=${text}`,
          expiry_days: 1,
        })
      ).status,
    stored: lifecycleTags,
    expected: (text) => ({ Key: text, Value: text }),
  },
  'replication prefix': {
    write: (text) => addReplication(text, ''),
    stored: replicationPrefixes,
    expected: (text) => text,
  },
  'replication tag': {
    write: (text) => addReplication('p/', `${text}=${text}`),
    stored: replicationTags,
    expected: (text) => ({ Key: text, Value: text }),
  },
  'bucket tag': {
    write: async (text) => (await call('PUT', `buckets/${bucket}/tags`, { tags: { [text]: text } })).status,
    stored: () => Object.entries(bucketTags()),
    expected: (text) => [text, text],
  },
  'custom bucket policy': {
    write: async (text) =>
      (
        await call('PUT', `buckets/${bucket}/set-policy`, {
          access: 'CUSTOM',
          definition: customPolicy(text),
        })
      ).status,
    stored: policyResources,
    expected: (text) => `arn:aws:s3:::${bucket}/${text}*`,
  },
  'anonymous access prefix': {
    write: async (text) =>
      (await call('PUT', `bucket/${bucket}/access-rules`, { prefix: text, access: 'readonly' })).status,
    stored: policyResources,
    expected: (text) => `arn:aws:s3:::${bucket}/${text}*`,
  },
  'versioning excluded prefix': {
    write: async (text) =>
      (await call('PUT', `buckets/${bucket}/versioning`, { enabled: true, excludePrefixes: [text] })).status,
    stored: excludedPrefixes,
    expected: (text) => text,
  },
};

const TEXTS = {
  cyrillic: 'фото/',
  'CR LF': 'a\r\nb/',
  emoji: '😀/',
  'right to left': 'שלום/עולם',
  'combining accent': 'e\u0301/',
};

/** MinIO refuses bucket tags of anything but letters, digits, spaces and `+ - = . _ : / @` of ASCII. */
const REFUSED = new Set(Object.keys(TEXTS).map((text) => `bucket tag|${text}`));

beforeAll(async () => {
  const env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  app = inProcessConsole(env.endpoint);
  cookie = await app.login(env.rootUser, env.rootPassword);
  for (const name of [bucket, origin, destination, ...burstBuckets]) mc.run(['mb', at(name)]);
  for (const name of [origin, destination]) mc.run(['version', 'enable', at(name)]);
}, 60_000);

afterAll(() => {
  mcJson(['replicate', 'rm', '--all', '--force', at(origin)], {});
  for (const name of [bucket, origin, destination, ...burstBuckets]) mcJson(['rb', '--force', at(name)], {});
  mc?.dispose();
}, 60_000);

const cases = Object.keys(FIELDS).flatMap((field) =>
  Object.entries(TEXTS).map(([textName, text]) => [field, textName, text] as const),
);

describe('free text in bucket settings reaches MinIO as typed', () => {
  it.each(cases)('%s: %s', { timeout: 30_000 }, async (field, textName, text) => {
    resetBucket();
    const { write, stored, expected } = FIELDS[field] as Field;
    const status = await write(text);
    if (REFUSED.has(`${field}|${textName}`)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(stored()).not.toContainEqual(expected(text));
    } else {
      expect(status).toBeLessThan(300);
      expect(stored()).toContainEqual(expected(text));
    }
  });
});

const burstPrefix = (round: number) => `фото-${round}/😀\r\n`;

describe('concurrent sessions over the same connection pool', () => {
  it('answers a burst of non-ASCII writes mixed with reads, each correctly', {
    timeout: 60_000,
  }, async () => {
    const env = minioTestEnv();
    const sessions = await Promise.all(burstBuckets.map(() => app.login(env.rootUser, env.rootPassword)));
    const ROUNDS = 8;
    // Each session adds its rules one after another (a rule is added by reading and rewriting the whole
    // configuration), while every session's reads run alongside.
    const writesOf = async (name: string, session: string) => {
      const statuses: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const body = { type: 'expiry', prefix: burstPrefix(round), expiry_days: round + 1 };
        statuses.push((await call('POST', `buckets/${name}/lifecycle`, body, session)).status);
      }
      return statuses;
    };
    const readsOf = (name: string, session: string) =>
      Array.from({ length: ROUNDS }, () => [
        call('GET', `buckets/${name}/objects?limit=10`, undefined, session),
        call('GET', `buckets/${name}/versioning`, undefined, session),
        call('GET', `buckets/${name}`, undefined, session),
      ]).flat();

    const [writes, reads] = await Promise.all([
      Promise.all(burstBuckets.map((name, index) => writesOf(name, sessions[index] as string))),
      Promise.all(burstBuckets.flatMap((name, index) => readsOf(name, sessions[index] as string))),
    ]);

    expect(writes.flat()).toEqual(Array(burstBuckets.length * ROUNDS).fill(201));
    expect(reads.map((answer) => answer.status)).toEqual(Array(reads.length).fill(200));
    for (const name of burstBuckets) {
      const rules =
        mcJson<{ config?: { Rules?: LifecycleRule[] } }>(['ilm', 'rule', 'ls', at(name)], {}).config?.Rules ??
        [];
      const prefixes = rules.map((rule) => rule.Filter?.Prefix ?? rule.Filter?.And?.Prefix);
      expect(prefixes.sort()).toEqual(
        Array.from({ length: ROUNDS }, (_, round) => burstPrefix(round)).sort(),
      );
    }
  });
});
