import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { canOpenRoute } from '@/lib/permissions/routes';
import { PageHeader } from '@/shell/PageHeader';
import { BucketNotFound } from '@/ui/BucketNotFound';
import { useListingSaysBucketMissing } from '../../api/list';
import { isVersioned, listOptionsFor } from '../../api/list-options';
import { browsedBucketListQuery } from '../../api/load-browser';
import { CreateFolderButton } from '../details/CreateFolderButton';
import { UploadControls } from '../transfer/UploadControls';
import { Breadcrumbs } from './Breadcrumbs';
import { browserAccess } from './browser-access';
import { FolderContents } from './FolderContents';
import { DEFAULT_SORT, type SortOrder } from './loaded-rows';
import { RewindBanner, RewindButton, useRewindDate } from './RewindControl';
import type { OpenedObject } from './selection';

/** /buckets/{bucket}/browse/{folder}: the folder's objects, and everything the session may do with them. */
export function ObjectBrowserPage({
  session,
  bucketName,
  prefix,
  opened,
  onOpenedChange,
}: {
  session: SessionResponse;
  bucketName: string;
  prefix: string;
  /** The object whose details are open (from the address). */
  opened: OpenedObject | null;
  onOpenedChange: (opened: OpenedObject | null) => void;
}) {
  const access = browserAccess(session, bucketName, prefix);
  const buckets = useQuery(browsedBucketListQuery()).data;
  const versioned = isVersioned(buckets, bucketName);
  const rewindDate = useRewindDate(bucketName);
  const [showDeleted, setShowDeleted] = useState(false);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const canRewind = versioned && access.mayListVersions;
  const mayManage = canOpenRoute(session, '/buckets/$bucketName/admin', { bucketName });
  const listOptions = listOptionsFor(access, versioned, rewindDate);
  const bucketMissing = useListingSaysBucketMissing(bucketName, prefix, listOptions, access.mayList);

  if (bucketMissing) return <BucketNotFound bucketName={bucketName} />;

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
        listOptions={listOptions}
        showDeleted={showDeleted}
        sort={sort}
        onSort={setSort}
        opened={opened}
        onOpenedChange={onOpenedChange}
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
