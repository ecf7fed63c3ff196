import { describe, expect, it } from 'vitest';
import { GROUP_NOUN, matching, matchingNames, POLICY_NOUN, shownOf } from './names';

describe('how many names a list shows', () => {
  it.each([
    ['1 group', 1, 1, GROUP_NOUN],
    ['3 groups', 3, 3, GROUP_NOUN],
    ['1 of 3 groups', 1, 3, GROUP_NOUN],
    ['0 of 1,200 policies', 0, 1200, POLICY_NOUN],
  ])('says %j', (text, shown, total, noun) => {
    expect(shownOf(shown, total, noun)).toBe(text);
  });
});

describe('which names match a filter', () => {
  const names = ['Photos', 'photo-team', 'auditors'];

  it.each([
    ['', names],
    ['   ', names],
    [' PHOTO ', ['Photos', 'photo-team']],
    ['team', ['photo-team']],
    ['nothing', []],
  ])('%j keeps %j', (filter, kept) => {
    expect(matchingNames(names, filter)).toEqual(kept);
  });

  it('looks in every text of an item, ignoring those it lacks', () => {
    const keys = [
      { accessKey: 'AK1', name: 'backup job' },
      { accessKey: 'AK2', name: undefined },
    ];
    expect(matching(keys, 'ak2', (key) => [key.accessKey, key.name])).toEqual([keys[1]]);
    expect(matching(keys, 'BACKUP', (key) => [key.accessKey, key.name])).toEqual([keys[0]]);
  });
});
