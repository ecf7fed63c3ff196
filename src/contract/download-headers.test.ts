import { describe, expect, it } from 'vitest';
import {
  baseName,
  contentDisposition,
  parseRange,
  presentationHeaders,
  selectionZipName,
  zipEntryPath,
  zipPath,
} from './download-headers';

describe('the Range header of a 1000-byte object', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['', { kind: 'whole' }],
    ['bytes=0-499', { kind: 'part', start: 0, end: 499 }],
    ['bytes=500-', { kind: 'part', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'part', start: 900, end: 999 }],
    ['bytes=999-999', { kind: 'part', start: 999, end: 999 }],
    ['BYTES = 10 - 20', { kind: 'part', start: 10, end: 20 }],
    ['bytes=0-0,10-20', { kind: 'part', start: 0, end: 0 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['items=0-10', { kind: 'whole' }],
    ['bytes=1.5-2', { kind: 'whole' }],
  ])('%s → %o', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('cannot satisfy any range of an empty object', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 0)).toEqual({ kind: 'whole' });
  });
});

describe('Content-Disposition', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ['a b.txt', `attachment; filename="a%20b.txt"; filename*=UTF-8''a%20b.txt`],
    [
      'naïve 😀.txt',
      `attachment; filename="na%C3%AFve%20%F0%9F%98%80.txt"; filename*=UTF-8''na%C3%AFve%20%F0%9F%98%80.txt`,
    ],
    [
      'say "hi"\\.txt',
      `attachment; filename="say%20%22hi%22%5C.txt"; filename*=UTF-8''say%20%22hi%22%5C.txt`,
    ],
    ["it's (1)*.txt", `attachment; filename="it's%20(1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`],
    [
      'a;b=c\r\nX: y',
      `attachment; filename="a%3Bb%3Dc%0D%0AX%3A%20y"; filename*=UTF-8''a%3Bb%3Dc%0D%0AX%3A%20y`,
    ],
    [
      '<img src=x onerror=alert(1)>.txt',
      `attachment; filename="%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.txt"; filename*=UTF-8''%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.txt`,
    ],
    [
      'שלום.txt',
      `attachment; filename="%D7%A9%D7%9C%D7%95%D7%9D.txt"; filename*=UTF-8''%D7%A9%D7%9C%D7%95%D7%9D.txt`,
    ],
  ])('%s', (name, expected) => {
    expect(contentDisposition('attachment', name)).toBe(expected);
  });

  it('round-trips through decodeURIComponent, as the contract clients read it', () => {
    const name = 'dir?#%+ 😀.txt';
    const header = contentDisposition('inline', name);
    expect(header.startsWith('inline; ')).toBe(true);
    const quoted = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(quoted)).toBe(name);
    const extended = /filename\*=UTF-8''(\S*)/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(extended)).toBe(name);
  });
});

describe('how a download is sent', () => {
  it.each([
    ['a download of a page', 'text/html', false, 'application/octet-stream', 'attachment'],
    ['a download of a script', 'text/javascript', false, 'application/octet-stream', 'attachment'],
    ['a download of an image', 'image/png', false, 'application/octet-stream', 'attachment'],
    ['a preview of an image', 'image/png', true, 'image/png', 'inline'],
    ['a preview of a page, as text', 'text/html', true, 'text/plain; charset=utf-8', 'inline'],
    ['a preview of an SVG', 'image/svg+xml', true, 'application/octet-stream', 'attachment'],
    ['a preview of an unknown type', 'application/x-unknown', true, 'application/octet-stream', 'attachment'],
  ])('%s (%s, preview %s) is %s, %s', (_case, stored, preview, type, disposition) => {
    const headers = presentationHeaders('a.bin', stored, preview);
    expect([headers['content-type'], headers['content-disposition'].split(';')[0]]).toEqual([
      type,
      disposition,
    ]);
  });
});

describe('file names', () => {
  it.each([
    ['a.txt', 'a.txt'],
    ['photos/2024/a.jpg', 'a.jpg'],
    ['photos/2024/', '2024'],
    [' lead/ trail ', ' trail '],
  ])('the base name of %s is %s', (key, name) => {
    expect(baseName(key)).toBe(name);
  });

  it('names a selection zip by its UTC time', () => {
    expect(selectionZipName(new Date('2025-03-14T09:26:53.123Z'))).toBe(
      'selected_files_20250314T092653Z.zip',
    );
  });
});

describe('paths inside a zip', () => {
  it.each([
    ['2024/a.jpg', '2024/a.jpg'],
    ['../../etc/passwd', 'etc/passwd'],
    ['a/./b//c', 'a/b/c'],
    ['a\\..\\b', 'a/b'],
    ['C:/windows', '_C:/windows'],
    ['/abs', 'abs'],
    ['..', ''],
    [' spaced / name ', ' spaced / name '],
  ])('%s → %s', (relative, path) => {
    expect(zipPath(relative)).toBe(path);
  });
});

describe('where a selected key puts an object in the zip', () => {
  it.each([
    ['photos/a.jpg', 'photos/a.jpg', 'a.jpg'],
    ['a.jpg', 'a.jpg', 'a.jpg'],
    ['photos/2024/', 'photos/2024/x/a.jpg', '2024/x/a.jpg'],
    ['2024/', '2024/a.jpg', '2024/a.jpg'],
    ['photos/../', 'photos/../a', 'a'],
  ])('%s, %s → %s', (selected, key, path) => {
    expect(zipEntryPath(selected, key)).toBe(path);
  });
});
