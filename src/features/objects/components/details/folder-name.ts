/** S3's longest key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;

/** The folder name as it becomes part of the key: without slashes around it. */
export const trimmedFolderName = (name: string) => name.replace(/^\/+|\/+$/g, '');

/** Why `name` cannot be a new folder inside `prefix`, or null. Slashes make nested folders. */
export function folderNameProblem(name: string, prefix: string): string | null {
  const trimmed = trimmedFolderName(name);
  if (trimmed === '') return 'Enter a folder name';
  if (trimmed.includes('//')) return 'A folder name cannot contain empty parts ("//")';
  if (trimmed.split('/').some((part) => part === '.' || part === '..')) {
    return 'A folder cannot be named "." or ".."';
  }
  const bytes = new TextEncoder().encode(`${prefix}${trimmed}/`).length;
  if (bytes > MAX_KEY_BYTES) return `The folder's full path would be over ${MAX_KEY_BYTES} bytes long`;
  return null;
}
