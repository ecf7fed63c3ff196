import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import * as consoleIcons from '@/ui/icons';
import { ROOT_USER } from '../../../../mocks/model';

const REGISTERED = Object.keys(consoleIcons);

async function openIconsPage() {
  const view = renderApp('/icons', { as: ROOT_USER });
  await screen.findByRole('heading', { name: 'Icons' });
  return view;
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Icons' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('Icons page', () => {
  it('shows every icon the console uses, drawn, with its name', async () => {
    await openIconsPage();

    expect(shownNames()).toHaveLength(REGISTERED.length);
    for (const name of REGISTERED) {
      const card = screen.getByRole('listitem', { name });
      expect(within(card).getByText(name)).toBeInTheDocument();
      expect(card.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByText(`${REGISTERED.length} icons`)).toBeInTheDocument();
  });

  it.each<[filter: string, shown: string[]]>([
    ['bucket', ['BucketIcon']],
    ['DATABASE', ['BucketIcon']],
    ['  trash ', ['DeleteIcon']],
    ['themeicon', ['DarkThemeIcon', 'LightThemeIcon', 'SystemThemeIcon']],
  ])('finds %j by our name or the drawing’s: %j', async (filter, shown) => {
    const { user } = await openIconsPage();

    await user.type(screen.getByRole('searchbox', { name: 'Filter icons' }), filter);

    expect(shownNames()).toEqual(shown);
    expect(screen.getByText(`${shown.length} of ${REGISTERED.length} icons`)).toBeInTheDocument();
  });

  it('says when no icon matches, and clears the filter on request', async () => {
    const { user } = await openIconsPage();

    await user.type(screen.getByRole('searchbox', { name: 'Filter icons' }), '<img src=x onerror=alert(1)>');
    expect(screen.getByText('No icon matches')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Icons' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(shownNames()).toHaveLength(REGISTERED.length);
  });
});
