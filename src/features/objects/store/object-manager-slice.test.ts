import { beforeEach, describe, expect, it } from 'vitest';
import { useObjectsStore } from './objects-store';

const store = () => useObjectsStore.getState();
const add = (instanceID: string) =>
  store().addManagedObject({ instanceID, type: 'upload', bucketName: 'photos', name: `${instanceID}.jpg` });

describe('the object manager (spec §4)', () => {
  beforeEach(() => useObjectsStore.setState({ objectsToManage: [], managerOpen: false }));

  it('adds a new object at the front, waiting for its file, and opens the panel', () => {
    add('a');
    add('b');
    expect(store().objectsToManage.map((o) => o.instanceID)).toEqual(['b', 'a']);
    expect(store().objectsToManage[0]).toMatchObject({ percentage: 0, waitingForFile: true, done: false });
    expect(store().managerOpen).toBe(true);
  });

  it('adds several in one update, as if added one by one', () => {
    add('a');
    store().addManagedObjects(
      ['b', 'c'].map((id) => ({ instanceID: id, type: 'upload', bucketName: 'p', name: id })),
    );
    expect(store().objectsToManage.map((o) => o.instanceID)).toEqual(['c', 'b', 'a']);
    expect(store().objectsToManage[0]).toMatchObject({ percentage: 0, waitingForFile: true, done: false });
  });

  it.each([
    [
      'a progress update sets the percentage and clears waitingForFile',
      (id: string) => store().updateProgress(id, 42),
      { percentage: 42, waitingForFile: false, done: false },
    ],
    [
      'completion sets 100 and done',
      (id: string) => store().completeObject(id),
      { percentage: 100, done: true },
    ],
    [
      'a failure keeps the item with its error',
      (id: string) => store().failObject(id, 'Network error'),
      { error: 'Network error', done: false },
    ],
  ])('%s', (_rule, act, expected) => {
    add('a');
    act('a');
    expect(store().objectsToManage[0]).toMatchObject(expected);
  });

  it('a retry clears the error and waits again', () => {
    add('a');
    store().failObject('a', 'Cancelled');
    store().retryObject('a');
    expect(store().objectsToManage[0]).toMatchObject({ error: undefined, waitingForFile: true });
  });

  it('deleting an item removes it; the panel closes when the list becomes empty', () => {
    add('a');
    add('b');
    store().deleteManagedObject('a');
    expect(store().managerOpen).toBe(true);
    store().deleteManagedObject('b');
    expect(store().objectsToManage).toEqual([]);
    expect(store().managerOpen).toBe(false);
  });

  it('cleaning removes the done items only', () => {
    add('a');
    add('b');
    store().completeObject('a');
    store().cleanDone();
    expect(store().objectsToManage.map((o) => o.instanceID)).toEqual(['b']);
    expect(store().managerOpen).toBe(true);
    store().completeObject('b');
    store().cleanDone();
    expect(store().managerOpen).toBe(false);
  });

  it.each([
    ['toggle', () => store().toggleManager(), true],
    ['open', () => store().openManager(), true],
    ['close', () => store().closeManager(), false],
  ])('can %s the panel', (_name, act, open) => {
    act();
    expect(store().managerOpen).toBe(open);
  });
});

describe('rewind (spec §4)', () => {
  it('is set with a bucket and a date, and reset to disabled', () => {
    store().setRewind('photos', '2026-01-01T10:00:00.000Z');
    expect(store().rewind).toEqual({
      rewindEnabled: true,
      bucketToRewind: 'photos',
      dateToRewind: '2026-01-01T10:00:00.000Z',
    });
    store().resetRewind();
    expect(store().rewind).toEqual({ rewindEnabled: false, bucketToRewind: '', dateToRewind: null });
  });
});
