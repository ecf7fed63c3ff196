import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ListBucketsResponse } from '@/contract/buckets';
import type { SessionResponse } from '@/contract/session';
import { bucketListQuery } from '@/features/buckets/api/buckets';
import { canOpenRoute } from '@/lib/permissions/routes';
import { useUiStore } from '@/lib/store/ui-store';
import { PageHeader } from '@/shell/PageHeader';
import type { ObjectListOptions } from '../../api/keys';
import { objectListQuery } from '../../api/list';
import { CreateFolderButton } from '../details/CreateFolderButton';
import { UploadControls } from '../transfer/UploadControls';
import { Breadcrumbs } from './Breadcrumbs';
import { type BrowserAccess, browserAccess } from './browser-access';
import { FolderContents } from './FolderContents';
import { DEFAULT_SORT, type SortOrder } from './loaded-rows';
import { RewindBanner, RewindButton, rewindDateOf, useRewindDate } from './RewindControl';

/** The bucket list changes rarely; the route's loader has just read it. */
const BUCKET_LIST_STALE_MS = 60_000;

/** Whether the bucket keeps versions (or did, before versioning was suspended), as the bucket list says. */
export function isVersioned(buckets: ListBucketsResponse | undefined, bucketName: string): boolean {
  const details = buckets?.buckets?.find((bucket) => bucket.name === bucketName)?.details;
  return Boolean(details?.versioning || details?.versioningSuspended);
}

/** How the folder is listed: as it was at the rewind date, or as it is (with versions where there are any). */
export function listOptionsFor(
  access: BrowserAccess,
  versioned: boolean,
  rewindDate: string | null,
): ObjectListOptions {
  if (rewindDate) return { rewindDate };
  return { withVersions: versioned && access.mayListVersions };
}

/**
 * The route's loader: reads whether the bucket is versioned, then starts loading the folder's first page, so
 * it is on its way while the page's code loads and renders.
 */
export async function loadObjectBrowser(
  queryClient: QueryClient,
  session: SessionResponse,
  bucketName: string,
  prefix: string,
): Promise<void> {
  const buckets = await queryClient.ensureQueryData(bucketListQuery());
  const access = browserAccess(session, bucketName, prefix);
  if (!access.mayList) return;
  const rewindDate = rewindDateOf(useUiStore.getState().rewind, bucketName);
  const options = listOptionsFor(access, isVersioned(buckets, bucketName), rewindDate);
  void queryClient.prefetchInfiniteQuery(objectListQuery(bucketName, prefix, options));
}

/** /buckets/{bucket}/browse/{folder}: the folder's objects, and everything the session may do with them. */
export function ObjectBrowserPage({
  session,
  bucketName,
  prefix,
}: {
  session: SessionResponse;
  bucketName: string;
  prefix: string;
}) {
  const access = browserAccess(session, bucketName, prefix);
  const buckets = useQuery({ ...bucketListQuery(), staleTime: BUCKET_LIST_STALE_MS }).data;
  const versioned = isVersioned(buckets, bucketName);
  const rewindDate = useRewindDate(bucketName);
  const [showDeleted, setShowDeleted] = useState(false);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const canRewind = versioned && access.mayListVersions;
  const mayManage = canOpenRoute(session, '/buckets/$bucketName/admin', { bucketName });

  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title={bucketName}
        actions={
          <div className="flex items-center gap-2">
            <Link to="/buckets" className="btn-secondary">
              All buckets
            </Link>
            {mayManage && (
              <Link to="/buckets/$bucketName/admin" params={{ bucketName }} className="btn-secondary">
                Manage bucket
              </Link>
            )}
          </div>
        }
      />
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-6 py-3">
        <Breadcrumbs bucketName={bucketName} prefix={prefix} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {canRewind && <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />}
          {canRewind && <RewindButton bucketName={bucketName} />}
          <CreateFolderButton bucketName={bucketName} prefix={prefix} />
          <UploadControls bucketName={bucketName} prefix={prefix} />
        </div>
      </div>
      {rewindDate && <RewindBanner bucketName={bucketName} date={rewindDate} />}
      <FolderContents
        key={prefix}
        bucketName={bucketName}
        prefix={prefix}
        access={access}
        listOptions={listOptionsFor(access, versioned, rewindDate)}
        showDeleted={showDeleted}
        sort={sort}
        onSort={setSort}
      />
    </div>
  );
}

function ShowDeletedSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        Show deleted objects
      </label>
    </div>
  );
}
