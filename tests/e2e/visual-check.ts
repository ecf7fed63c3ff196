import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

/**
 * What the visual check's files share: the sizes and themes each screen is compared at, a page opened in a
 * theme, the comparison itself (axe-core's serious findings, then one baseline per size), and the tests of the
 * login page and of a screen opened with a saved session.
 */

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Screen {
  name: string;
  /** Under the console's base, without the leading slash. */
  path: string;
  /** The page's main heading, shown once it has loaded. */
  heading: string | RegExp;
  /** What changes from run to run on it, painted over. */
  mask?: (page: Page) => Locator[];
}

/** Where the console is served and the saved session its screens open with, known once the suite has started. */
export interface ScreenSite {
  baseUrl: () => string;
  session: string;
}

/** A page in a context of its own at the first size, in the theme; with a saved session when given its file. */
export async function openPage(browser: Browser, theme: Theme, storageState?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: SIZES[0].width, height: SIZES[0].height },
    colorScheme: theme,
    reducedMotion: 'reduce',
    ...(storageState && { storageState }),
  });
  return context.newPage();
}

/** axe-core's serious and critical findings, as "rule: element" lines, so a failure names them. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Compares the page at each size with its baselines, after axe has read it at the first. */
async function checkScreen(page: Page, name: string, theme: Theme, mask: Locator[]): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page).toHaveScreenshot(`${name}-${size.name}-${theme}.png`, { mask });
  }
}

/** Logs in once through the login page (`logIn` ends when it has); the screens then open with the saved session. */
export async function saveSession(
  browser: Browser,
  site: ScreenSite,
  logIn: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.baseUrl()}/login`);
  await logIn(page);
  await context.storageState({ path: site.session });
  await context.close();
}

/** The test of the login page in one theme, loaded once `field` (one of its fields) shows. */
export function loginTest(
  site: ScreenSite,
  name: string,
  theme: Theme,
  field: (page: Page) => Locator,
): void {
  test(`${name}, ${theme}`, async ({ browser }) => {
    const page = await openPage(browser, theme);
    await page.goto(`${site.baseUrl()}/login`);
    await expect(field(page)).toBeVisible();
    await checkScreen(page, name, theme, []);
    await page.context().close();
  });
}

/** The test of one screen in one theme: opened logged in, left to load, then checked. */
export function screenTest(site: ScreenSite, screen: Screen, theme: Theme): void {
  test(`${screen.name}, ${theme}`, async ({ browser }) => {
    const page = await openPage(browser, theme, site.session);
    await page.goto(`${site.baseUrl()}/${screen.path}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await checkScreen(page, screen.name, theme, screen.mask?.(page) ?? []);
    await page.context().close();
  });
}
