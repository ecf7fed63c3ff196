import { describe, expect, it } from 'vitest';
import { OBJECT_KEY_PROBLEMS, objectKeyProblem, recursiveDeleteReaches } from './object-key';

describe('object keys a request may name', () => {
  it.each([
    '',
    'photo.jpg',
    'a//b',
    '/leading',
    'trailing/',
    '.hidden',
    '..twice',
    'a/.b/c',
    'a/b../c',
    'фото/😀.jpg',
    'a b+c#%?',
    'x'.repeat(1024),
    'я'.repeat(512),
  ])('accepts %j', (key) => {
    expect(objectKeyProblem(key)).toBeUndefined();
  });

  it.each([
    ['.', OBJECT_KEY_PROBLEMS.dotSegment],
    ['..', OBJECT_KEY_PROBLEMS.dotSegment],
    ['./a', OBJECT_KEY_PROBLEMS.dotSegment],
    ['a/./b', OBJECT_KEY_PROBLEMS.dotSegment],
    ['a/..', OBJECT_KEY_PROBLEMS.dotSegment],
    ['x/../../other/y', OBJECT_KEY_PROBLEMS.dotSegment],
    ['a/../', OBJECT_KEY_PROBLEMS.dotSegment],
    ['a\0b', OBJECT_KEY_PROBLEMS.nul],
    ['x'.repeat(1025), OBJECT_KEY_PROBLEMS.tooLong],
    ['я'.repeat(513), OBJECT_KEY_PROBLEMS.tooLong],
  ])('refuses %j', (key, problem) => {
    expect(objectKeyProblem(key)).toBe(problem);
  });
});

describe('what a recursive delete reaches', () => {
  it.each([
    ['photos', 'photos', true],
    ['photos', 'photos/', true],
    ['photos', 'photos/a.jpg', true],
    ['photos', 'photos/2024/b.jpg', true],
    ['photos', 'photos.jpg', false],
    ['photos', 'photos-old/a.jpg', false],
    ['photos', 'photosynthesis', false],
    ['photos/', 'photos/a.jpg', true],
    ['photos/', 'photos/', true],
    ['photos/', 'photos', false],
    ['photos/', 'photos.jpg', false],
    ['', 'anything/at/all', true],
  ])('of %j reaches %j: %s', (path, key, reached) => {
    expect(recursiveDeleteReaches(path, key)).toBe(reached);
  });
});
