import fc from 'fast-check';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** Values a hostile client puts in any path parameter, query parameter or body field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Egnp.exe',
  'שלום/مرحبا',
  'e\u0301\u0302\u0303\u0304\u0305',
  '👩‍👩‍👧‍👦',
  'a\u0000b',
  '\r\nSet-Cookie: token=x',
  '..',
  '../../etc/passwd',
  '..%2F..%2Fsecret',
  '%2F',
  '%00',
  '/',
  '',
  ' ',
  'k'.repeat(1024),
  `${'s'.repeat(255)}/${'t'.repeat(255)}`,
  'é'.repeat(512),
  'x'.repeat(70_000),
  9e307,
  -1,
  -(2 ** 53 + 2),
  2 ** 53,
  1.5,
  0,
  true,
  null,
  [],
  [1, 'two'],
  {},
  { $ne: 1 },
];

/** Whole bodies: wrong types, missing fields, broken JSON, and nesting or size no body has. */
export const HOSTILE_BODIES: readonly { label: string; text: string }[] = [
  { label: 'null', text: 'null' },
  { label: 'a number', text: '-1e999' },
  { label: 'a string', text: '"<script>"' },
  { label: 'an array', text: '[]' },
  { label: 'an empty object', text: '{}' },
  { label: 'broken JSON', text: '{"a":' },
  { label: 'no body', text: '' },
  { label: 'a prototype key', text: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  { label: 'deep nesting', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { label: 'a 2 MiB field', text: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) },
  { label: 'UTF-16 bytes', text: '\uFEFF{"a":1}' },
];

/** Content types a JSON body must not be mistaken for, and none. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
] as const;

/** Text for a path or query slot: strings as they are, anything else as JSON. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The same JSON text with its first field given twice, the second time with the wrong type. */
export function withDuplicateField(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const [first] = Object.keys(body);
  if (!first) return undefined;
  return `{"${first}":[1,{"x":null}],${JSON.stringify(body).slice(1)}`;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
};

const MAX_GENERATED_LENGTH = 40;
const INT_LIMIT = 2 ** 31;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  return fc.string({ unit: 'binary', minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -INT_LIMIT, -INT_LIMIT);
  const max = Math.min(schema.maximum ?? INT_LIMIT, INT_LIMIT);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, arbitraryOf(field)]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}

function arbitraryOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectArbitrary(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? minLength + 3, minLength + 3));
      return fc.array(arbitraryOf(schema.items ?? {}), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A fast-check arbitrary of the values a JSON Schema (as zod emits it) describes; refinements are ignored. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema)));
}

/** Bodies shaped like the contract's schema, with the pinned fields replaced; repeatable for a seed. */
export function generatedBodies(
  schema: $ZodType,
  count: number,
  seed: number,
  pin: Record<string, unknown> = {},
): unknown[] {
  const jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const pinned = arbitraryOf(jsonSchema).map((body) =>
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...pin } : body,
  );
  return fc.sample(pinned, { seed, numRuns: count });
}
