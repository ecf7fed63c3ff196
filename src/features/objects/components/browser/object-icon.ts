import { contentTypeFor } from '@/contract/content-types';
import {
  ArchiveFileIcon,
  AudioFileIcon,
  CodeFileIcon,
  FileIcon,
  type Icon,
  ImageFileIcon,
  JsonFileIcon,
  SpreadsheetFileIcon,
  TextFileIcon,
  VideoFileIcon,
} from '@/ui/icons';

/** The first type pattern the object's type matches gives its icon. */
const ICON_OF_TYPE: readonly [RegExp, Icon][] = [
  [/^image\//, ImageFileIcon],
  [/^video\//, VideoFileIcon],
  [/^audio\//, AudioFileIcon],
  [/^application\/json$/, JsonFileIcon],
  [/^text\/csv$/, SpreadsheetFileIcon],
  [/^(text\/(html|css|javascript)|application\/xml)$/, CodeFileIcon],
  [/^(text\/|application\/pdf$)/, TextFileIcon],
  [/^application\/(zip|gzip|x-tar)$/, ArchiveFileIcon],
];

/** The icon of an object in a listing, by the type its name suggests (listings carry no content type). */
export function objectIcon(key: string): Icon {
  const type = contentTypeFor(key);
  return ICON_OF_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? FileIcon;
}
