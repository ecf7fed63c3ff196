import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = ['One', 'Two', 'Three'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: () => <p>{`${label} content`}</p>,
}));

describe('Tabs', () => {
  it('shows the selected tab’s panel, labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Parts" tabs={TABS} />);

    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('One content');
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Three content');
  });

  it.each([
    ['{ArrowRight}', 'Two'],
    ['{ArrowLeft}', 'Three'],
    ['{End}', 'Three'],
    ['{ArrowRight}{Home}', 'One'],
  ])('moves the selection and focus with %s', async (keys, selected) => {
    const user = userEvent.setup();
    render(<Tabs label="Parts" tabs={TABS} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard(keys);

    expect(screen.getByRole('tab', { name: selected })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: selected })).toBeInTheDocument();
  });

  it('falls back to the first tab when the chosen one goes away', () => {
    const { rerender } = render(<Tabs label="Parts" tabs={TABS} initial="three" />);
    rerender(<Tabs label="Parts" tabs={TABS.slice(0, 2)} initial="three" />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeInTheDocument();
  });
});
