import type { $ZodType } from 'zod/v4/core';
import {
  asText,
  generatedBodies,
  HOSTILE_BODIES,
  HOSTILE_VALUES,
  WRONG_CONTENT_TYPES,
  withDuplicateField,
} from './hostile-values.ts';
import type { Operation } from './operations.ts';

/** One request of the suite, before the session cookie is added. */
export interface HostileCase {
  label: string;
  path: string;
  method: Operation['method'];
  contentType?: string;
  body?: string;
}

interface Slots {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON value of the body (a generated valid-shaped one), or the raw text. */
  body?: unknown;
}

const paramNames = (template: string) => [...template.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

function urlOf(operation: Operation, slots: Slots): string {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(slots.params[name] ?? ''),
  );
  const query = new URLSearchParams(slots.query).toString();
  return `/api/v1${path}${query ? `?${query}` : ''}`;
}

function jsonCase(operation: Operation, slots: Slots, label: string, text?: string): HostileCase {
  const common = { label, method: operation.method, path: urlOf(operation, slots) };
  if (operation.body === undefined) return common;
  if (operation.body === 'raw') {
    return { ...common, contentType: 'application/octet-stream', body: text ?? String(slots.body) };
  }
  return { ...common, contentType: 'application/json', body: text ?? JSON.stringify(slots.body) };
}

function pathAndQueryCases(operation: Operation, base: Slots): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const value of HOSTILE_VALUES) {
    const text = asText(value);
    for (const name of Object.keys(base.params)) {
      const slots = { ...base, params: { ...base.params, [name]: text } };
      cases.push(jsonCase(operation, slots, `path ${name}=${preview(text)}`));
    }
    for (const name of Object.keys(base.query)) {
      const slots = { ...base, query: { ...base.query, [name]: text } };
      cases.push(jsonCase(operation, slots, `query ${name}=${preview(text)}`));
    }
  }
  if (Object.keys(base.query).length > 0) {
    const twice = `${urlOf(operation, base)}&${new URLSearchParams(base.query).toString()}`;
    cases.push({ ...jsonCase(operation, base, 'every query parameter twice'), path: twice });
  }
  return cases;
}

function topLevelFields(body: unknown, schemaFields: string[]): string[] {
  const present = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  return [...new Set([...schemaFields, ...present])];
}

function bodyCases(operation: Operation, base: Slots, schemaFields: string[]): HostileCase[] {
  const cases: HostileCase[] = [];
  const fields = topLevelFields(base.body, schemaFields);
  const baseObject = (base.body ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    for (const value of HOSTILE_VALUES) {
      const body = { ...baseObject, [field]: value };
      cases.push(jsonCase(operation, { ...base, body }, `body ${field}=${preview(asText(value))}`));
    }
    const { [field]: _, ...missing } = baseObject;
    cases.push(jsonCase(operation, { ...base, body: missing }, `body without ${field}`));
  }
  for (const { label, text } of HOSTILE_BODIES) cases.push(jsonCase(operation, base, `body ${label}`, text));
  const duplicate = withDuplicateField(base.body);
  if (duplicate) cases.push(jsonCase(operation, base, 'a field given twice', duplicate));
  for (const contentType of WRONG_CONTENT_TYPES) {
    cases.push({ ...jsonCase(operation, base, `content type ${contentType ?? 'none'}`), contentType });
  }
  return cases;
}

function rawBodyCases(operation: Operation, base: Slots): HostileCase[] {
  const contentTypes = [
    'application/octet-stream',
    'multipart/form-data; boundary=x',
    'text/plain',
    undefined,
  ];
  return HOSTILE_BODIES.flatMap(({ label, text }) =>
    contentTypes.map((contentType) => ({
      ...jsonCase(operation, base, `raw body ${label} as ${contentType ?? 'no type'}`, text),
      contentType,
    })),
  );
}

const preview = (text: string) =>
  JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text);

export interface CaseOptions {
  pathDefaults: Record<string, string>;
  generatedPerOperation: number;
  seed: number;
}

/**
 * The requests for one operation: each hostile value in each path parameter, query parameter and top-level
 * body field (the others kept harmless), hostile whole bodies and content types, and generated bodies.
 */
export function casesFor(operation: Operation, options: CaseOptions): HostileCase[] {
  const params = Object.fromEntries(
    paramNames(operation.path).map((name) => [
      name,
      operation.params?.[name] ?? options.pathDefaults[name] ?? 'x',
    ]),
  );
  const base: Slots = { params, query: operation.query };
  if (operation.body === 'raw') {
    return [...pathAndQueryCases(operation, { ...base, body: 'hello' }), ...rawBodyCases(operation, base)];
  }
  if (!operation.body) return pathAndQueryCases(operation, base);
  const schema: $ZodType = operation.body;
  const [baseline, ...generated] = generatedBodies(
    schema,
    options.generatedPerOperation + 1,
    options.seed,
    operation.pin,
  );
  const withBody = { ...base, body: baseline };
  const schemaFields = Object.keys(
    (schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {},
  );
  return [
    ...pathAndQueryCases(operation, withBody),
    ...bodyCases(operation, withBody, schemaFields),
    ...generated.map((body, index) => jsonCase(operation, { ...base, body }, `generated body #${index + 1}`)),
  ];
}
