/** Has the browser save `content` as a file called `fileName`. */
export function saveFile(fileName: string, content: string | Blob, type: string): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Has the browser save `content` as a JSON file called `fileName`. */
export const saveJsonFile = (fileName: string, content: unknown): void =>
  saveFile(fileName, JSON.stringify(content, null, 2), 'application/json');
