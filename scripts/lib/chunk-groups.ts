/**
 * How the app's own code is cut into chunks. Left to itself, the bundler gives every set of modules that the
 * same pages share a chunk of its own: opening a folder by its URL asked for some 45 files, and the folder's
 * first page waited behind them for one of the browser's six connections. Instead a page's code arrives in a
 * few files, cut where the app's loading already forks:
 * - `read-ahead`: what picks the folder's first page (src/read-ahead.ts asks for it before anything else);
 * - `login-form`: the login form and what it needs (the API client, the session's contract);
 * - `console`: the router, the shell, and what many pages or the first pages share;
 * - one chunk for each page the read-ahead opens: its route's code and the page, what no other page uses.
 * The entry keeps its own modules, and libraries stay in the groups `vite.config.ts` names for them.
 */
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** A module that this share of the dynamically loaded chunks needs loads with the console. */
export const WIDELY_SHARED = 1 / 4;
/** The group that holds the login form: with the entry, all that /login loads. */
export const LOGIN_GROUP = 'login-form';

export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
/** What the bundler knows of a module, by its id; null for an id it does not know. */
export type ModuleGraph = (id: string) => ModuleLinks | null;

/** Where the app's loading forks, by module id. */
export interface AppLayout {
  /** The folder of the app's own code: every other module is a library's. */
  sourceDir: string;
  entry: string;
  readAhead: string;
  login: string;
  /** The modules of the console that every page shows, and the layout routes around every page. */
  console: readonly string[];
  consoleRoutes: readonly string[];
  /** The pages the read-ahead loads with the console, and the route that shows each. */
  pages: readonly { name: string; page: string; route: string }[];
}

const SOURCE_DIR = resolve(import.meta.dirname, '../../src');
const source = (path: string) => resolve(SOURCE_DIR, path);

export const APP_LAYOUT: AppLayout = {
  sourceDir: SOURCE_DIR,
  entry: source('main.tsx'),
  readAhead: source('features/objects/api/read-ahead-folder.ts'),
  login: source('login-app.tsx'),
  console: [source('console-app.tsx'), source('shell/Shell.tsx')],
  consoleRoutes: [source('routes/_console.tsx')],
  pages: [
    {
      name: 'object-browser',
      page: source('features/objects/components/browser/ObjectBrowserPage.tsx'),
      route: source('routes/_console/buckets/$bucketName/browse/$.tsx'),
    },
    {
      name: 'bucket-list',
      page: source('features/buckets/components/BucketListPage.tsx'),
      route: source('routes/_console/buckets/index.tsx'),
    },
  ],
};

export const isLibrary = (id: string) => id.includes(`${sep}node_modules${sep}`);

/**
 * The modules `roots` import statically, themselves included, except those in `stop` and past them. A library
 * is listed but not entered: its own imports go where its group takes them.
 */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>, stop: ReadonlySet<string>) {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || stop.has(id)) continue;
    found.add(id);
    if (!isLibrary(id)) pending.push(...(graph(id)?.importedIds ?? []));
  }
  return found;
}

/** For each module, the dynamically loaded chunks (named by their first module) that need it. */
export function usersOf(graph: ModuleGraph, ids: readonly string[]): Map<string, Set<string>> {
  const dynamicEntries = new Set(ids.flatMap((id) => graph(id)?.dynamicallyImportedIds ?? []));
  const users = new Map<string, Set<string>>();
  for (const entry of dynamicEntries) {
    for (const id of staticClosure(graph, [entry], new Set())) {
      users.set(id, (users.get(id) ?? new Set()).add(entry));
    }
  }
  return users;
}

/** Sorts a layout's modules into its groups, given the module graph and which libraries every page loads. */
class Grouping {
  readonly groups = new Map<string, Set<string>>();
  readonly #taken: Set<string>;
  readonly #users: Map<string, Set<string>>;

  constructor(
    private readonly graph: ModuleGraph,
    private readonly ids: readonly string[],
    private readonly isCommonLibrary: (id: string) => boolean,
    private readonly layout: AppLayout,
  ) {
    this.#users = usersOf(graph, ids);
    this.#taken = staticClosure(graph, [layout.entry], new Set());
  }

  isOwnCode = (id: string) => id.startsWith(`${this.layout.sourceDir}${sep}`) && !isLibrary(id);

  /** The router's split-off parts of a route file (its loader and component, its error component…). */
  routeSplits = (route: string) => this.ids.filter((id) => id.startsWith(`${route}?tsr-split=`));

  /** What `roots` need that no earlier group took. */
  needs = (roots: Iterable<string>) => staticClosure(this.graph, roots, this.#taken);

  /** Whether a module, and what it needs, import no library but the common ones (a chart's stays with it). */
  usesOnlyCommonLibraries = (id: string) =>
    [...this.needs([id])].every((used) => !isLibrary(used) || this.isCommonLibrary(used));

  /** Adds the own modules no earlier group took to the group `name`. */
  claim(name: string, members: Iterable<string>): void {
    const group = this.groups.get(name) ?? new Set();
    for (const id of members) {
      if (!this.isOwnCode(id) || this.#taken.has(id)) continue;
      this.#taken.add(id);
      group.add(id);
    }
    this.groups.set(name, group);
  }

  /** Own modules that `share` of the dynamically loaded chunks or more need, with all they need. */
  widelyShared(share: number): Set<string> {
    const entries = new Set([...this.#users.values()].flatMap((users) => [...users])).size;
    const shared = new Set(
      [...this.#users]
        .filter(([id, users]) => this.isOwnCode(id) && !this.#taken.has(id) && users.size >= entries * share)
        .map(([id]) => id),
    );
    const fits = (id: string) =>
      (this.graph(id)?.importedIds ?? []).every((used) =>
        isLibrary(used)
          ? this.isCommonLibrary(used)
          : shared.has(used) || this.#taken.has(used) || !this.isOwnCode(used),
      );
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const id of shared) if (!fits(id) && shared.delete(id)) dropped = true;
    }
    return shared;
  }

  /** What a read-ahead page needs, split into what only it uses and what other pages use too. */
  pageNeeds({ page, route }: { page: string; route: string }) {
    const entries = new Set([page, ...this.routeSplits(route)]);
    const onlyThisPage = (id: string) => [...(this.#users.get(id) ?? [])].every((user) => entries.has(user));
    const needs = [...this.needs(entries)];
    return { own: needs.filter(onlyThisPage), shared: needs.filter((id) => !onlyThisPage(id)) };
  }
}

/** Each group's own modules, in `layout` (the app's, unless a test gives another). */
export function groupModules(
  graph: ModuleGraph,
  ids: readonly string[],
  isCommonLibrary: (id: string) => boolean,
  layout = APP_LAYOUT,
): Map<string, Set<string>> {
  const grouping = new Grouping(graph, ids, isCommonLibrary, layout);
  grouping.claim('read-ahead', grouping.needs([layout.readAhead]));
  grouping.claim(LOGIN_GROUP, grouping.needs([layout.login]));
  const consoleRoots = [...layout.console, ...layout.consoleRoutes.flatMap(grouping.routeSplits)];
  grouping.claim('console', grouping.needs(consoleRoots));
  grouping.claim('console', grouping.widelyShared(WIDELY_SHARED));
  const pages = layout.pages.map((page) => ({ name: page.name, ...grouping.pageNeeds(page) }));
  grouping.claim('console', pages.flatMap((page) => page.shared).filter(grouping.usesOnlyCommonLibraries));
  for (const { name, own } of pages) grouping.claim(name, own);
  return grouping.groups;
}

/**
 * The plugin that works out the groups once the module graph is known, and the groups for
 * `codeSplitting.groups`, whose tests ask it. Each group holds only the modules named, not what they import.
 */
export function ownCodeGroups(isCommonLibrary: (id: string) => boolean, priority: number) {
  let groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'own-code-groups',
    apply: 'build',
    buildEnd() {
      const groups = groupModules((id) => this.getModuleInfo(id), [...this.getModuleIds()], isCommonLibrary);
      groupOf = new Map([...groups].flatMap(([name, ids]) => [...ids].map((id) => [id, name] as const)));
    },
  };
  const names = ['read-ahead', LOGIN_GROUP, 'console', ...APP_LAYOUT.pages.map((page) => page.name)];
  const groups = names.map((name) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    priority,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
