import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@/contract/session';
import { S3 } from '@/lib/permissions/scopes';
import { sessionWith } from '@/lib/permissions/test-sessions';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

/** The session the app sees; the mock server still answers as root, so only the app's guards decide. */
function withSession(session: SessionResponse) {
  server.use(http.get('*/api/v1/session', () => HttpResponse.json(session)));
}

/** Actions granted on the photos bucket only. */
const onPhotos = (...actions: string[]) =>
  sessionWith({
    'console-ui': [S3.GetBucketVersioning],
    'arn:aws:s3:::photos': [S3.GetBucketVersioning, ...actions],
  });

const tabsNav = () => screen.findByRole('navigation', { name: 'Bucket settings' });

describe('guards of the events, replication and lifecycle tabs', () => {
  it.each([
    ['events', 'Events', onPhotos()],
    ['lifecycle', 'Lifecycle', onPhotos(S3.GetBucketNotification)],
    ['replication', 'Replication', onPhotos(S3.GetLifecycleConfiguration)],
    [
      'replication',
      'Replication',
      sessionWith({ 'console-ui': [S3.All], 'arn:aws:s3:::*': [S3.All] }, { distributedMode: false }),
    ],
  ])(
    '%s without what it needs goes to the summary, and its tab is not offered',
    async (tab, label, session) => {
      withSession(session);
      const { pathname } = renderApp(`/buckets/photos/admin/${tab}`, { as: ROOT_USER });

      await waitFor(() => expect(pathname()).toBe('/buckets/photos/admin/summary'));
      expect(within(await tabsNav()).queryByRole('link', { name: label })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['events', 'Events', S3.GetBucketNotification, 'Subscribe to Event'],
    ['replication', 'Replication', S3.GetReplicationConfiguration, 'Add Replication Rule'],
    ['lifecycle', 'Lifecycle', S3.GetLifecycleConfiguration, 'Add Lifecycle Rule'],
  ])(
    '%s with read access only lists the rules without offering changes',
    async (tab, label, readAction, addLabel) => {
      withSession(onPhotos(readAction));
      const { pathname } = renderApp(`/buckets/photos/admin/${tab}`, { as: ROOT_USER });

      expect(await screen.findByRole('heading', { name: label, level: 2 })).toBeInTheDocument();
      expect(pathname()).toBe(`/buckets/photos/admin/${tab}`);
      expect(screen.getByRole('table')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: addLabel })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    },
  );
});
