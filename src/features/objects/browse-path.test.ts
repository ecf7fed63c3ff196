import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter, createQueryClient } from '@/router';
import { displayName, folderOfSplat, foldersOf, parentFolder, splatOfFolder } from './browse-path';

const HOSTILE_FOLDERS: readonly [string, string][] = [
  ['the bucket root', ''],
  ['a plain folder', 'photos/2024/'],
  ['unicode and emoji', 'fotos/ünïcödé/日本語/😀/'],
  ['right-to-left text', 'מסמכים/عربي/'],
  ['spaces', 'my folder/sub folder/'],
  ['leading and trailing spaces', ' lead/trail /  both  /'],
  ['#', 'a#b/#/'],
  ['%', 'a%b/%/%25/%2E%2E/%/'],
  ['?', 'what?/?x=1&y=2/'],
  ['+', 'a+b/+/'],
  ['..', '../a/../'],
  ['.', './a/./'],
  ['dots that are names', '.../.hidden/a..b/'],
  ['empty names', '/a//b/'],
  ['a folder named like an escape', '%2F/%/'],
  ['HTML', '<img src=x onerror=alert(1)>/'],
  ['backslashes and quotes', 'a\\b/"q"/\'s\'/`t`/'],
  ['reserved URL characters', ":@!$&'()*,;=[]/"],
  ['control characters', 'tab\there/new\nline/'],
  ['a 1024-byte key', `${'k'.repeat(1000)}/${'é'.repeat(10)}/`],
];

function appRouter() {
  return createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
}

/** What the address bar keeps of a link, as the browser parses it (dot segments resolved, and so on). */
function throughTheAddressBar(href: string): string {
  window.history.pushState({}, '', href);
  const { pathname } = window.location;
  // The app takes its base path from the document's URL: put it back.
  window.history.pushState({}, '', '/');
  return pathname;
}

describe('a folder in the URL', () => {
  it.each(HOSTILE_FOLDERS)('round-trips %s', (_case, prefix) => {
    const router = appRouter();
    const { href } = router.buildLocation({
      to: '/buckets/$bucketName/browse/$',
      params: { bucketName: 'my-bucket', _splat: splatOfFolder(prefix) },
    });

    const pathname = throughTheAddressBar(href);
    const match = router
      .matchRoutes(pathname, {})
      .find((candidate) => candidate.routeId === '/_console/buckets/$bucketName/browse/$');

    const params = match?.params as { bucketName?: string; _splat?: string } | undefined;
    expect(params?.bucketName).toBe('my-bucket');
    expect(folderOfSplat(params?._splat)).toBe(prefix);
  });

  it('keeps plain folders readable in the address bar', () => {
    const { href } = appRouter().buildLocation({
      to: '/buckets/$bucketName/browse/$',
      params: { bucketName: 'photos', _splat: splatOfFolder('2024/summer trip/') },
    });
    expect(href).toBe('/buckets/photos/browse/2024/summer%20trip');
  });

  it('reads a typed URL with or without the trailing slash', () => {
    expect(folderOfSplat('2024/summer')).toBe('2024/summer/');
    expect(folderOfSplat('2024/summer/')).toBe('2024/summer/');
  });
});

describe('key parts', () => {
  it.each([
    ['a.txt', '', 'a.txt'],
    ['photos/a.txt', 'photos/', 'a.txt'],
    ['photos/2024/', 'photos/', '2024/'],
    ['a//b', 'a//', 'b'],
    ['/', '', '/'],
  ])('%j is %j in its folder %j', (key, parent, name) => {
    expect(parentFolder(key)).toBe(parent);
    expect(displayName(key)).toBe(name);
  });

  it('lists the folders down to a prefix', () => {
    expect(foldersOf('a/b c//')).toEqual([
      { name: 'a', prefix: 'a/' },
      { name: 'b c', prefix: 'a/b c/' },
      { name: '', prefix: 'a/b c//' },
    ]);
    expect(foldersOf('')).toEqual([]);
  });
});
