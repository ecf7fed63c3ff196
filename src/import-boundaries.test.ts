import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each feature stands on its own: what two areas share lives in src/lib (reads, rules, stores) or src/ui
 * (components), and those shared folders know no feature. Only the shell, the routes and the tests compose
 * features.
 */

const SRC = resolve(__dirname);

/** The area a file of src/ belongs to: `features/<name>`, `lib`, `ui`, or null for the composing rest. */
function areaOf(file: string): string | null {
  const [top, name] = relative(SRC, file).split(/[\\/]/);
  if (top === 'features' && name) return `features/${name}`;
  return top === 'lib' || top === 'ui' ? top : null;
}

function importedPaths(source: string): string[] {
  const specifiers = source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g);
  return [...specifiers].map((match) => match[1] ?? '');
}

function resolveImport(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

/** The imports of `file` that reach into a feature its area may not use. */
function crossingImports(file: string, source: string): string[] {
  const area = areaOf(file);
  if (area === null) return [];
  return importedPaths(source).filter((specifier) => {
    const target = resolveImport(file, specifier);
    if (target === null) return false;
    const targetArea = areaOf(target);
    return targetArea?.startsWith('features/') === true && targetArea !== area;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('which imports cross an area boundary', () => {
  const objectsFile = 'features/objects/components/browser/Page.tsx';
  it.each<[file: string, source: string, crossing: string[]]>([
    [objectsFile, "import { a } from '@/features/objects/api/list';", []],
    [objectsFile, "import { a } from '../../api/list';", []],
    [objectsFile, "import { a } from '@/lib/resources/buckets';", []],
    [objectsFile, "import { a } from '@/ui/QueryContent';", []],
    [objectsFile, "import { a } from '@tanstack/react-query';", []],
    [objectsFile, "import { a } from '@/features/buckets/api/buckets';", ['@/features/buckets/api/buckets']],
    [objectsFile, "import { a } from '../../../buckets/api/buckets';", ['../../../buckets/api/buckets']],
    [objectsFile, "const m = import('@/features/auth/session-loss');", ['@/features/auth/session-loss']],
    [
      objectsFile,
      "import type {\n  A,\n  B,\n} from '@/features/service/api/restart';",
      ['@/features/service/api/restart'],
    ],
    [
      'lib/permissions/menu.ts',
      "import { a } from '@/features/auth/api/login';",
      ['@/features/auth/api/login'],
    ],
    ['ui/QueryContent.tsx', "import { a } from '../features/objects/x';", ['../features/objects/x']],
    ['shell/Shell.tsx', "import { a } from '@/features/objects/components/x';", []],
    ['routes/_console.tsx', "import { a } from '@/features/auth/session-loss';", []],
  ])('%s: %s', (file, source, crossing) => {
    expect(crossingImports(join(SRC, file), source)).toEqual(crossing);
  });
});

describe('the source tree', () => {
  it('has no import from one feature into another, nor from src/lib or src/ui into a feature', () => {
    const crossings = sourceFiles(SRC).flatMap((file) =>
      crossingImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)} → ${specifier}`,
      ),
    );
    expect(crossings).toEqual([]);
  });

  it('reaches the icon library only through src/ui/icons.ts, so the /icons page shows every icon in use', () => {
    const importing = sourceFiles(SRC)
      .filter((file) => importedPaths(readFileSync(file, 'utf8')).includes('lucide-react'))
      .map((file) => relative(SRC, file));
    expect(importing).toEqual(['ui/icons.ts']);
  });
});
