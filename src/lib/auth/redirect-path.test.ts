import { describe, expect, it } from 'vitest';
import { safeRedirectPath, storeRedirectPath, takeRedirectPath } from './redirect-path';

describe('redirect path after login', () => {
  it.each([
    ['/buckets', '/buckets'],
    ['/identity/users?tab=policies#top', '/identity/users?tab=policies#top'],
    ['/buckets/my%20bucket/browse', '/buckets/my%20bucket/browse'],
    ['/', null],
    ['/login', null],
    ['//evil.example', null],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['/\\/evil.example', null],
    ['\\\\evil.example', null],
    ['https://evil.example/', null],
    ['http:/evil.example', null],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' /buckets', null],
    ['/buckets\n//evil', null],
    ['/%09/evil.example', '/%09/evil.example'],
    ['buckets', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it('is taken once', () => {
    storeRedirectPath('/tools/logs');
    expect(takeRedirectPath()).toBe('/tools/logs');
    expect(takeRedirectPath()).toBeNull();
  });

  it('never stores an unsafe path', () => {
    storeRedirectPath('//evil.example');
    expect(localStorage.getItem('redirect-path')).toBeNull();
  });
});
