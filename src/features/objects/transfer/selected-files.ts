import type { SelectedFile } from './upload-queue';

/** Files of an `<input type="file">`; a folder picker gives each file's path inside the chosen folder. */
export function filesFromInput(files: FileList | null): SelectedFile[] {
  return [...(files ?? [])].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

const readEntries = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

const isDirectory = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;

/** Every file under an entry, with its path from the dropped item (a directory reader gives at most 100 a call). */
async function filesUnder(entry: FileSystemEntry): Promise<SelectedFile[]> {
  if (isFile(entry)) return [{ file: await fileOf(entry), relativePath: entry.fullPath.replace(/^\/+/, '') }];
  if (!isDirectory(entry)) return [];
  const reader = entry.createReader();
  const files: SelectedFile[] = [];
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) files.push(...(await filesUnder(child)));
  }
  return files;
}

/**
 * The files of a drop, whole folders included. The entries must be taken while the drop event runs (the browser
 * empties the list afterwards); reading them can take its time.
 */
export function filesFromDrop(dataTransfer: DataTransfer): Promise<SelectedFile[]> {
  const entries = [...dataTransfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return Promise.resolve(filesFromInput(dataTransfer.files));
  }
  return Promise.all(entries.map((entry) => filesUnder(entry as FileSystemEntry))).then((lists) =>
    lists.flat(),
  );
}
