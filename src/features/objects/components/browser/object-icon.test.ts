import { describe, expect, it } from 'vitest';
import { objectIcon } from './object-icon';

describe('objectIcon', () => {
  it.each<[key: string, drawing: string]>([
    ['photos/cat.JPG', 'FileImage'],
    ['clips/intro.webm', 'FileVideoCamera'],
    ['songs/a.flac', 'FileMusic'],
    ['config/settings.json', 'FileBraces'],
    ['reports/q1.csv', 'FileSpreadsheet'],
    ['site/index.html', 'FileCode'],
    ['site/app.js', 'FileCode'],
    ['notes/readme.md', 'FileText'],
    ['papers/spec.pdf', 'FileText'],
    ['backups/2024.tar', 'FileArchive'],
    ['backups/2024.tar.gz', 'FileArchive'],
    ['bin/minio', 'File'],
    ['.hidden', 'File'],
    ['photo.jpg/raw', 'File'],
    ['weird.<script>', 'File'],
  ])('draws %s as %s', (key, drawing) => {
    expect(objectIcon(key).displayName).toBe(drawing);
  });
});
