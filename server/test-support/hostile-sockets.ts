import { pathParamNames } from '../../src/contract/endpoint.ts';
import type { SocketDefinition } from '../../src/contract/socket.ts';
import { asText, HOSTILE_VALUES } from './hostile-values.ts';

/** Which session cookie a case sends: the suite's own, none, or the suite's own with its value altered. */
export type SessionKind = 'valid' | 'none' | 'tampered';

/** One attempt at a stream. */
export interface SocketCase {
  label: string;
  /** Relative to `/ws`, with its query. */
  path: string;
  session: SessionKind;
  origin?: string;
  /** Frames sent once the socket is open. */
  send?: readonly (string | Uint8Array)[];
  /** What the case must end in, beyond the rules every case keeps. */
  expected?: { refused: number } | { closed: number };
}

/** Larger than any control message a page sends, and than the server's limit for one. */
const OVERSIZED_FRAME = 'x'.repeat(64 * 1024);

/** Frames no page sends: binary noise, JSON that means nothing to the server, a NUL, a would-be command. */
const GARBAGE_FRAMES: readonly (string | Uint8Array)[] = [
  Uint8Array.from({ length: 512 }, (_, index) => (index * 151) % 256),
  '{"__proto__":{"polluted":true}}',
  '{"notice":"dropped","count":-1}',
  '\u0000',
  'close',
  '',
];

/** What a close with WebSocket's own code 1009 means: the client sent a frame larger than the server takes. */
const FRAME_TOO_LARGE = 1009;

const queryFields = (definition: SocketDefinition): string[] =>
  Object.keys(
    (definition.query as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def.shape ?? {},
  );

export interface SocketCaseOptions {
  /** A harmless value for each path parameter (`bucket`: the suite's scratch bucket). */
  pathDefaults: Record<string, string>;
  /** A harmless query for the stream, when it needs one to open at all. */
  query: Record<string, string>;
  /** With that query the stream ends at once, so a frame sent to it may find it closed already. */
  endsAtOnce?: true;
  /** An origin other than the console's own. */
  foreignOrigin: string;
}

const preview = (text: string) =>
  JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text);

/**
 * The attempts at one stream: each hostile value in each path parameter and declared query field (the others
 * kept harmless), unknown and repeated query fields, no or a tampered session, another site's origin, a frame
 * larger than the server takes, and frames of garbage.
 */
export function socketCasesFor(definition: SocketDefinition, options: SocketCaseOptions): SocketCase[] {
  const params = Object.fromEntries(
    pathParamNames(definition.path).map((name) => [name, options.pathDefaults[name] ?? 'x']),
  );
  const pathOf = (values: Record<string, string>, query: Record<string, string>) => {
    const path = definition.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const search = new URLSearchParams(query).toString();
    return `${path}${search ? `?${search}` : ''}`;
  };
  const base = pathOf(params, options.query);
  const valid = { path: base, session: 'valid' } as const;
  const cases: SocketCase[] = [];
  for (const value of HOSTILE_VALUES) {
    const text = asText(value);
    for (const name of Object.keys(params)) {
      const path = pathOf({ ...params, [name]: text }, options.query);
      cases.push({ ...valid, label: `path ${name}=${preview(text)}`, path });
    }
    for (const name of queryFields(definition)) {
      const path = pathOf(params, { ...options.query, [name]: text });
      cases.push({ ...valid, label: `query ${name}=${preview(text)}`, path });
    }
  }
  const unknown = { ...options.query, unknown: '1', ['__proto__']: 'x', constructor: 'y' };
  cases.push({ ...valid, label: 'unknown query fields', path: pathOf(params, unknown) });
  const repeated = new URLSearchParams([
    ...Object.entries(options.query),
    ...queryFields(definition).flatMap((name) => [
      [name, ''],
      [name, ''],
    ]),
  ]);
  if (queryFields(definition).length > 0) {
    cases.push({ ...valid, label: 'every query field twice', path: `${pathOf(params, {})}?${repeated}` });
  }
  const open = { path: pathOf(params, options.query), session: 'valid' } as const;
  cases.push(
    { ...open, label: 'without a session', session: 'none', expected: { refused: 401 } },
    { ...open, label: 'with a tampered session', session: 'tampered', expected: { refused: 401 } },
    { ...open, label: 'from another site', origin: options.foreignOrigin, expected: { refused: 403 } },
    {
      ...open,
      label: 'a frame too large',
      send: [OVERSIZED_FRAME],
      ...(!options.endsAtOnce && { expected: { closed: FRAME_TOO_LARGE } }),
    },
    { ...open, label: 'frames of garbage', send: GARBAGE_FRAMES },
  );
  return cases;
}
