import { describe, expect, it } from 'vitest';
import { filesFromDrop, filesFromInput } from './selected-files';

/** A dropped file or folder as the browser's entries API gives it; a reader hands out at most two at a time. */
function fileEntry(fullPath: string): FileSystemFileEntry {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  return {
    isFile: true,
    isDirectory: false,
    fullPath,
    name,
    file: (done: (file: File) => void) => done(new File([fullPath], name)),
  } as unknown as FileSystemFileEntry;
}

function folderEntry(fullPath: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    fullPath,
    createReader: () => {
      const left = [...children];
      return { readEntries: (done: (batch: FileSystemEntry[]) => void) => done(left.splice(0, 2)) };
    },
  } as unknown as FileSystemDirectoryEntry;
}

const dropOf = (entries: (FileSystemEntry | null)[], files: File[] = []) =>
  ({
    items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
    files,
  }) as unknown as DataTransfer;

describe('what a drop uploads', () => {
  it('walks dropped folders to the last file, keeping each path', async () => {
    const trip = folderEntry('/trip', [
      fileEntry('/trip/a.txt'),
      fileEntry('/trip/b.txt'),
      folderEntry('/trip/day 2', [fileEntry('/trip/day 2/c.txt')]),
    ]);
    const selected = await filesFromDrop(dropOf([trip, fileEntry('/loose.txt')]));
    expect(selected.map((entry) => entry.relativePath)).toEqual([
      'trip/a.txt',
      'trip/b.txt',
      'trip/day 2/c.txt',
      'loose.txt',
    ]);
  });

  it('falls back to the plain file list when the browser gives no entries', async () => {
    const file = new File(['x'], 'x.txt');
    expect(await filesFromDrop(dropOf([null], [file]))).toEqual([{ file, relativePath: 'x.txt' }]);
  });

  it('takes a folder picker’s paths, and a file picker’s names', () => {
    const picked = new File(['x'], 'x.txt');
    Object.defineProperty(picked, 'webkitRelativePath', { value: 'folder/sub/x.txt' });
    const plain = new File(['y'], 'y.txt');
    const list = [picked, plain] as unknown as FileList;
    expect(filesFromInput(list).map((entry) => entry.relativePath)).toEqual(['folder/sub/x.txt', 'y.txt']);
    expect(filesFromInput(null)).toEqual([]);
  });
});
