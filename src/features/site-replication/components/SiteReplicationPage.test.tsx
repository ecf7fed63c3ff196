import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { MOCK_MINIO_URL, ROOT_USER } from '../../../../mocks/model';
import { joinSites, replicatedSites } from '../../../../mocks/site-replication-model';

const REMOTE = {
  endpoint: 'http://replica.example.net:9000',
  accessKey: 'replica-admin',
  secretKey: 'replica-secret',
};

function joinThreeSites() {
  joinSites([
    { name: 'home', endpoint: MOCK_MINIO_URL, accessKey: 'minioadmin', secretKey: 'minioadmin' },
    { name: 'east', ...REMOTE },
    { name: 'west', ...REMOTE, endpoint: 'http://west.example.net:9000' },
  ]);
}

async function openSites(path = '/settings/site-replication') {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const siteRows = () =>
  within(screen.getByRole('table', { name: 'Replicated sites' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );

describe('Site replication', () => {
  it('explains that a site on its own does not replicate, and offers to set it up', async () => {
    await openSites();
    expect(screen.getByRole('heading', { name: 'This site does not replicate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Replication' })).toHaveAttribute(
      'href',
      '/settings/site-replication/add',
    );
  });

  it('joins this site with another, named and reached with its own keys', async () => {
    const { user, pathname } = await openSites('/settings/site-replication/add');
    expect(screen.getByLabelText('Endpoint of site 1')).toHaveValue(MOCK_MINIO_URL);
    await user.type(screen.getByLabelText('Site name of site 1'), 'home');
    await user.type(screen.getByLabelText('Access key of site 1'), 'minioadmin');
    await user.type(screen.getByLabelText('Secret key of site 1'), 'minioadmin');
    await user.type(screen.getByLabelText('Site name of site 2'), 'east');
    await user.type(screen.getByLabelText('Endpoint of site 2'), REMOTE.endpoint);
    await user.type(screen.getByLabelText('Access key of site 2'), REMOTE.accessKey);
    await user.type(screen.getByLabelText('Secret key of site 2'), REMOTE.secretKey);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('table', { name: 'Replicated sites' });
    expect(pathname()).toBe('/settings/site-replication');
    expect(siteRows()).toEqual([
      ['homethis site', MOCK_MINIO_URL],
      ['east', REMOTE.endpoint],
    ]);
  });

  it.each([
    ['a site without a name', { name: '' }, 'Enter the site name'],
    ['an endpoint with a path', { endpoint: 'http://east.example.net:9000/minio' }, 'without a path'],
    ['a short secret key', { secretKey: 'short' }, 'The secret key has at least 8 characters'],
  ])('refuses %s before sending anything', async (_, change, problem) => {
    const { user } = await openSites('/settings/site-replication/add');
    const second = { name: 'east', ...REMOTE, ...change };
    await user.type(screen.getByLabelText('Site name of site 1'), 'home');
    await user.type(screen.getByLabelText('Access key of site 1'), 'minioadmin');
    await user.type(screen.getByLabelText('Secret key of site 1'), 'minioadmin');
    if (second.name) await user.type(screen.getByLabelText('Site name of site 2'), second.name);
    await user.type(screen.getByLabelText('Endpoint of site 2'), second.endpoint);
    await user.type(screen.getByLabelText('Access key of site 2'), second.accessKey);
    await user.type(screen.getByLabelText('Secret key of site 2'), second.secretKey);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText(new RegExp(problem))).toBeInTheDocument();
    expect(replicatedSites()).toEqual([]);
  });

  it('says so when two sites share a name', async () => {
    const { user } = await openSites('/settings/site-replication/add');
    await user.type(screen.getByLabelText('Site name of site 1'), 'home');
    await user.type(screen.getByLabelText('Site name of site 2'), 'home');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Two sites are named home');
  });

  it('adds a site to those joined: they come first, this one at the top, their keys asked again', async () => {
    joinSites([
      { name: 'east', ...REMOTE },
      { name: 'home', endpoint: MOCK_MINIO_URL, accessKey: 'minioadmin', secretKey: 'minioadmin' },
    ]);
    await openSites('/settings/site-replication/add');
    expect(screen.getByLabelText('Site name of site 1')).toHaveValue('home');
    expect(screen.getByLabelText('Site name of site 2')).toHaveValue('east');
    expect(screen.getByLabelText('Secret key of site 2')).toHaveValue('');
    expect(screen.getByLabelText('Site name of site 3')).toHaveValue('');
  });

  it("changes a site's endpoint", async () => {
    joinThreeSites();
    const { user } = await openSites();
    await user.click(screen.getByRole('button', { name: 'Edit the endpoint of east' }));
    const field = screen.getByLabelText('Endpoint');
    await user.clear(field);
    await user.type(field, 'https://east.example.net');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('cell', { name: /^https:\/\/east\.example\.net/ });
    expect(replicatedSites().find((site) => site.name === 'east')?.endpoint).toBe('https://east.example.net');
  });

  it('removes a site once confirmed', async () => {
    joinThreeSites();
    const { user } = await openSites();
    await user.click(screen.getByRole('button', { name: 'Remove west from replication' }));
    expect(replicatedSites()).toHaveLength(3);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await screen.findByText('west no longer replicates');
    expect(siteRows().map(([name]) => name)).toEqual(['homethis site', 'east']);
  });

  it('ends replication on every site once confirmed', async () => {
    joinThreeSites();
    const { user } = await openSites();
    await user.click(screen.getByRole('button', { name: 'Remove All' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove all sites' }));

    await screen.findByRole('heading', { name: 'This site does not replicate' });
    expect(replicatedSites()).toEqual([]);
  });

  it('offers no changes to a session that may only read', async () => {
    joinThreeSites();
    sessionGranting(['admin:SiteReplicationInfo']);
    await openSites();
    await screen.findByRole('table', { name: 'Replicated sites' });
    expect(screen.queryByRole('link', { name: 'Add Sites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit the endpoint/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('Site replication status', () => {
  it('shows, for each site, how many buckets, users, groups and policies are in sync', async () => {
    joinThreeSites();
    await openSites('/settings/site-replication/status');
    const table = await screen.findByRole('table', { name: 'Sync by site' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `east${REMOTE.endpoint}`,
      `home${MOCK_MINIO_URL}`,
      'westhttp://west.example.net:9000',
    ]);
    for (const row of rows) expect(within(row).getAllByText('In sync')).toHaveLength(4);
  });

  it('looks one bucket up on every site', async () => {
    joinThreeSites();
    const { user } = await openSites('/settings/site-replication/status');
    await user.type(await screen.findByLabelText('Name'), 'photos');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const table = await screen.findByRole('table', { name: 'Bucket photos on each site' });
    const present = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(present).toEqual(['Yes', 'Yes', 'Yes']);
  });
});
