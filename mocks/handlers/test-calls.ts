import { expect } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';

export interface Answer {
  status: number;
  body: unknown;
}

/** Calls the mocked /api/v1 as the app does (under the /console/ base) and reads the JSON answer. */
export async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(`api/v1/${path}`, 'http://localhost:3000/console/'), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The console's one error shape, with this status and message. */
export function expectError(answer: Answer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(apiErrorSchema.parse(answer.body)).toMatchObject({ code: status, message });
}
