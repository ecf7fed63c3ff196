import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { findBucket } from '../../../../../mocks/buckets-model';
import { ROOT_USER } from '../../../../../mocks/model';
import { anonymousRules } from '../../../../contract/anonymous-policy';
import { rulePrefixProblem } from './AnonymousAccessTab';

const rulesTable = () => screen.findByRole('table', { name: 'Anonymous access rules' });
const rulesOf = (bucketName: string) => anonymousRules(findBucket(bucketName)?.policy ?? '', bucketName);

describe('Anonymous tab', () => {
  it('lists the rules of the bucket policy', async () => {
    renderApp('/buckets/public-assets/admin/prefix', { as: ROOT_USER });

    const row = within(await rulesTable()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Whole bucket');
    expect(row).toHaveTextContent('Read only');
  });

  it('says so when anonymous users have no access', async () => {
    renderApp('/buckets/photos/admin/prefix', { as: ROOT_USER });

    expect(await screen.findByText('No anonymous access')).toBeInTheDocument();
  });

  it('adds a read-only rule on a prefix', async () => {
    const { user } = renderApp('/buckets/photos/admin/prefix', { as: ROOT_USER });

    await user.click(await screen.findByRole('button', { name: 'Add access rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add access rule' }));
    await user.type(dialog.getByRole('textbox', { name: 'Prefix' }), 'public/');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Access' }), 'readonly');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await within(await rulesTable()).findByText('public/')).toBeInTheDocument();
    expect(rulesOf('photos')).toEqual([{ prefix: 'public/', access: 'readonly' }]);
  });

  it('deletes a rule only once confirmed', async () => {
    const { user } = renderApp('/buckets/public-assets/admin/prefix', { as: ROOT_USER });

    await user.click(await screen.findByRole('button', { name: 'Delete rule for Whole bucket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete access rule' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(rulesOf('public-assets')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete rule for Whole bucket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No anonymous access')).toBeInTheDocument();
    await waitFor(() => expect(findBucket('public-assets')?.policy).toBe(''));
  });
});

describe('rulePrefixProblem', () => {
  it.each([
    ['', null],
    ['public/', null],
    ['reports/2024/', null],
    ['public/*', 'A prefix cannot contain "*": the rule already covers everything under it'],
    ['/public/', 'A prefix does not start with "/"'],
  ])('"%s" → %s', (prefix, problem) => {
    expect(rulePrefixProblem(prefix)).toBe(problem);
  });
});
