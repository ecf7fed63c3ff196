import { isDeepStrictEqual } from 'node:util';
import { safeParse } from 'zod/mini';
import { describeProblems } from '../../../src/contract/endpoint.ts';
import { apiErrorSchema } from '../../../src/contract/errors.ts';
import type { ContractCase } from './case.ts';

/** What an answer is judged by: the case's operation and expectation. */
type Judged = Pick<ContractCase, 'endpoint' | 'expect'>;

/** What one target answered to one case, reduced to what the contract holds it to. */
export interface Observation {
  status: number;
  /** Each listed field path with the kinds of value found there (`string`, `array`, …). */
  shape: Record<string, string[]>;
  /** The error's message, for a failure. */
  message?: string;
  /** Where the answer breaks the case's expectation; empty when it keeps it. */
  problems: string[];
}

const TOKEN = /([^.[\]]+)|\[\]|\[([^=\]]+)=([^\]]*)\]/g;

/** The values at a field path (`a.b`, `a[]`, `a[name=x]`), or why the path leads nowhere. */
export function valuesAt(body: unknown, path: string): unknown[] | string {
  let values: unknown[] = [body];
  for (const [token, property, key, wanted] of path.matchAll(TOKEN)) {
    const next: unknown[] = [];
    for (const value of values) {
      if (property !== undefined) {
        if (typeof value !== 'object' || value === null || !(property in value))
          return `${path}: no ${property}`;
        next.push((value as Record<string, unknown>)[property]);
        continue;
      }
      if (!Array.isArray(value) || value.length === 0) return `${path}: ${token} needs a non-empty array`;
      if (key === undefined) next.push(...value);
      else {
        const found = value.find((item) => String((item as Record<string, unknown>)?.[key]) === wanted);
        if (found === undefined) return `${path}: no element with ${key}=${wanted}`;
        next.push(found);
      }
    }
    values = next;
  }
  return values;
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return Symbol('not JSON');
  }
}

/** Problems of a successful answer: its body against the declared response. */
function successProblems(testCase: Judged, response: Response, body: unknown, text: string): string[] {
  const { endpoint } = testCase;
  if (endpoint.streamedResponse) {
    const type = response.headers.get('content-type') ?? '';
    return type.startsWith(endpoint.streamedResponse) ? [] : [`content type ${type}`];
  }
  if (!endpoint.response) return text === '' ? [] : [`a body where none is declared: ${text.slice(0, 200)}`];
  const parsed = safeParse(endpoint.response, body);
  return parsed.success ? [] : [`the declared response does not parse: ${describeProblems(parsed.error)}`];
}

/** Problems of a failure: the one error shape, its code, and the message the case expects. */
function errorProblems(testCase: Judged, status: number, body: unknown): string[] {
  const parsed = safeParse(apiErrorSchema, body);
  if (!parsed.success || typeof body !== 'object') return [`not the error shape: ${JSON.stringify(body)}`];
  const problems: string[] = [];
  if (parsed.data.code !== status) problems.push(`code ${parsed.data.code} with status ${status}`);
  const { message } = testCase.expect;
  if (message !== undefined && parsed.data.message !== message) {
    problems.push(`message ${JSON.stringify(parsed.data.message)}, expected ${JSON.stringify(message)}`);
  }
  return problems;
}

/** Reads a target's answer and checks it against the case's expectation. */
export async function observe(testCase: Judged, response: Response): Promise<Observation> {
  const { expect } = testCase;
  const streamed = response.ok && testCase.endpoint.streamedResponse;
  const text = streamed ? '' : await response.text();
  if (streamed) await response.body?.cancel();
  const body = parseJson(text);
  const problems: string[] = [];
  if (response.status !== expect.status) {
    problems.push(`status ${response.status}, expected ${expect.status}: ${text.slice(0, 300)}`);
  } else if (response.ok) {
    problems.push(...successProblems(testCase, response, body, text));
  } else {
    problems.push(...errorProblems(testCase, response.status, body));
  }
  const shape: Record<string, string[]> = {};
  for (const path of expect.fields ?? []) {
    const values = valuesAt(body, path);
    if (typeof values === 'string') problems.push(values);
    else shape[path] = [...new Set(values.map(kindOf))].sort();
  }
  for (const [path, wanted] of Object.entries(expect.values ?? {})) {
    const values = valuesAt(body, path);
    if (typeof values === 'string') problems.push(values);
    else if (!values.every((value) => isDeepStrictEqual(value, wanted))) {
      problems.push(`${path}: ${JSON.stringify(values)}, expected ${JSON.stringify(wanted)}`);
    }
  }
  const message = response.ok ? undefined : (body as { message?: string } | undefined)?.message;
  return { status: response.status, shape, message, problems };
}
