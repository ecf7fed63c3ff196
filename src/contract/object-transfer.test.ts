import { describe, expect, it } from 'vitest';
import { sendsStreamedBody } from './endpoint';
import { downloadMultipleObjects, uploadPart } from './object-transfer';
import { openApiDocument } from './openapi';

describe('an operation that takes a JSON body or a form', () => {
  it.each([
    ['application/json', false],
    ['application/x-www-form-urlencoded', true],
    ['Application/X-WWW-Form-Urlencoded; charset=UTF-8', true],
    ['text/plain', false],
    [undefined, false],
  ])('with Content-Type %s leaves the body to its handler: %s', (type, streamed) => {
    expect(sendsStreamedBody(downloadMultipleObjects, type)).toBe(streamed);
  });

  it('is described with both media types, and a streamed upload with its one', () => {
    const paths = openApiDocument([downloadMultipleObjects, uploadPart]).paths as Record<
      string,
      Record<string, { requestBody: { content: Record<string, unknown> } }>
    >;
    const zip = paths[downloadMultipleObjects.path]?.post?.requestBody.content ?? {};
    expect(Object.keys(zip)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const part = paths[uploadPart.path]?.put?.requestBody.content ?? {};
    expect(Object.keys(part)).toEqual(['application/octet-stream']);
  });
});
