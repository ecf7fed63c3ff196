import { describe, expect, it } from 'vitest';
import { type AppLayout, groupModules, type ModuleGraph } from './chunk-groups.ts';

const src = (path: string) => `/app/src/${path}`;
const lib = (name: string) => `/app/node_modules/${name}/index.js`;
const split = (route: string) => `${src(route)}?tsr-split=component---loader`;

const LAYOUT: AppLayout = {
  sourceDir: '/app/src',
  entry: src('main.tsx'),
  readAhead: src('read-ahead-folder.ts'),
  login: src('login-app.tsx'),
  console: [src('console-app.tsx'), src('Shell.tsx')],
  consoleRoutes: [src('routes/_console.tsx')],
  pages: [{ name: 'browser', page: src('BrowserPage.tsx'), route: src('routes/browse.tsx') }],
};

/**
 * A small app: what each module imports statically, then dynamically. Of its 12 dynamically loaded chunks, a
 * quarter is 3: a module 4 of them need is widely shared.
 */
const IMPORTS: Record<string, [string[], string[]?]> = {
  [src('main.tsx')]: [
    [src('early-fetch.ts')],
    [src('read-ahead-folder.ts'), src('login-app.tsx'), src('console-app.tsx'), src('BrowserPage.tsx')],
  ],
  [src('early-fetch.ts')]: [[]],
  [src('read-ahead-folder.ts')]: [[src('permissions.ts'), src('early-fetch.ts')]],
  [src('permissions.ts')]: [[]],
  [src('login-app.tsx')]: [[src('client.ts'), lib('react')]],
  [src('client.ts')]: [[lib('ky')]],
  [src('console-app.tsx')]: [
    [src('client.ts'), src('Shell.tsx'), lib('react')],
    [
      split('routes/_console.tsx'),
      split('routes/browse.tsx'),
      split('routes/users.tsx'),
      split('routes/groups.tsx'),
      split('routes/metrics.tsx'),
      split('routes/settings.tsx'),
      split('routes/tiers.tsx'),
      split('routes/logs.tsx'),
    ],
  ],
  [src('Shell.tsx')]: [[src('menu.ts')]],
  [src('menu.ts')]: [[]],
  [split('routes/_console.tsx')]: [[src('Shell.tsx')]],
  [split('routes/browse.tsx')]: [[src('BrowserPage.tsx')]],
  [src('BrowserPage.tsx')]: [[src('ObjectTable.tsx'), src('dialogs.tsx'), src('Breadcrumbs.tsx')]],
  [src('ObjectTable.tsx')]: [[lib('virtual')]],
  [src('Breadcrumbs.tsx')]: [[]],
  [split('routes/users.tsx')]: [[src('dialogs.tsx'), src('NameList.tsx'), src('Breadcrumbs.tsx')]],
  [split('routes/groups.tsx')]: [[src('dialogs.tsx'), src('NameList.tsx')]],
  [split('routes/metrics.tsx')]: [[src('dialogs.tsx'), src('NameList.tsx')]],
  [split('routes/settings.tsx')]: [[src('NameList.tsx')]],
  [split('routes/tiers.tsx')]: [[]],
  [split('routes/logs.tsx')]: [[]],
  [src('dialogs.tsx')]: [[lib('react')]],
  [src('NameList.tsx')]: [[src('Chart.tsx')]],
  [src('Chart.tsx')]: [[lib('uplot')]],
};

const graph: ModuleGraph = (id) => {
  const links = IMPORTS[id];
  return links ? { importedIds: links[0], dynamicallyImportedIds: links[1] ?? [] } : null;
};
const isCommonLibrary = (id: string) => !id.includes('uplot');
const groups = groupModules(graph, Object.keys(IMPORTS), isCommonLibrary, LAYOUT);
const groupOf = (id: string) => [...groups].find(([, ids]) => ids.has(id))?.[0];

describe('the chunk group of each of the app’s own modules', () => {
  it.each([
    ['the entry keeps what it imports', src('early-fetch.ts'), undefined],
    ['the read-ahead', src('read-ahead-folder.ts'), 'read-ahead'],
    ['what only the read-ahead imports', src('permissions.ts'), 'read-ahead'],
    ['the login form', src('login-app.tsx'), 'login-form'],
    ['what the login form and the console both need', src('client.ts'), 'login-form'],
    ['the console', src('console-app.tsx'), 'console'],
    ['the shell, and what it imports', src('menu.ts'), 'console'],
    ['the layout route around every page', split('routes/_console.tsx'), 'console'],
    ['a module 5 of the 12 dynamic chunks use', src('dialogs.tsx'), 'console'],
    ['a read-ahead page', src('BrowserPage.tsx'), 'browser'],
    ['its route', split('routes/browse.tsx'), 'browser'],
    ['what only that page uses', src('ObjectTable.tsx'), 'browser'],
    ['what that page shares with one other page', src('Breadcrumbs.tsx'), 'console'],
    ['another page', split('routes/users.tsx'), undefined],
    ['a module 4 chunks use that imports a library not every page loads', src('Chart.tsx'), undefined],
    ['a module 4 chunks use that imports that module', src('NameList.tsx'), undefined],
  ])('%s: %s → %s', (_case, id, group) => {
    expect(groupOf(id)).toBe(group);
  });

  it('takes no library into a group', () => {
    const grouped = [...groups.values()].flatMap((ids) => [...ids]);
    expect(grouped.filter((id) => id.includes('node_modules'))).toEqual([]);
  });
});
