import { describe, expect, it } from 'vitest';
import { MEDIA_PREVIEW_LIMIT, prettyJson, previewFor, TEXT_PREVIEW_LIMIT } from './preview';

describe('previewFor', () => {
  it.each([
    ['image/png', 10, 'a.bin', { kind: 'image' }],
    ['image/svg+xml', 10, 'a.svg', { kind: 'image' }],
    ['application/pdf', 10, 'a', { kind: 'pdf' }],
    ['audio/mpeg', 10, 'a', { kind: 'audio' }],
    ['video/webm', MEDIA_PREVIEW_LIMIT, 'a', { kind: 'video' }],
    ['video/webm', MEDIA_PREVIEW_LIMIT + 1, 'a', { kind: 'too-large', limit: MEDIA_PREVIEW_LIMIT }],
    ['text/plain; charset=utf-8', 10, 'a', { kind: 'text' }],
    ['text/csv', TEXT_PREVIEW_LIMIT, 'a', { kind: 'text' }],
    ['text/csv', TEXT_PREVIEW_LIMIT + 1, 'a', { kind: 'too-large', limit: TEXT_PREVIEW_LIMIT }],
    ['application/json', 10, 'a', { kind: 'json' }],
    ['application/ld+json', 10, 'a', { kind: 'json' }],
    ['application/xml', 10, 'a', { kind: 'text' }],
    ['application/octet-stream', 10, 'photo.JPG', { kind: 'image' }],
    ['application/octet-stream', 10, 'data.json', { kind: 'json' }],
    ['', 10, 'notes.txt', { kind: 'text' }],
    [undefined, 10, 'clip.mp4', { kind: 'video' }],
    ['application/octet-stream', 10, 'archive.tar', { kind: 'none' }],
    ['application/octet-stream', 10, 'no-extension', { kind: 'none' }],
    ['application/zip', 10, 'a.txt', { kind: 'none' }],
  ])('%s of %s bytes named %s → %o', (contentType, size, key, expected) => {
    expect(previewFor(contentType, size, key)).toEqual(expected);
  });
});

describe('prettyJson', () => {
  it('indents JSON and leaves anything else as it is', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('{"a":')).toBe('{"a":');
  });
});
