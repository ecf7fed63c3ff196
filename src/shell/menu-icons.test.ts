import { describe, expect, it } from 'vitest';
import { paletteActions } from '@/lib/permissions/menu';
import { OPERATOR, ROOT } from '@/lib/permissions/test-sessions';
import { PageIcon } from '@/ui/icons';
import { menuIcon } from './menu-icons';

describe('Menu icons', () => {
  it.each([
    ['root', ROOT],
    ['the operator', OPERATOR],
  ])('give every menu item and palette action %s sees an icon of its own', (_, session) => {
    const withoutIcon = paletteActions(session)
      .filter((action) => menuIcon(action.id) === PageIcon)
      .map((action) => action.id);

    expect(withoutIcon).toEqual([]);
  });
});
