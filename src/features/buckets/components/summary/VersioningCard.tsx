import { useQuery } from '@tanstack/react-query';
import type { BucketVersioningResponse } from '@/contract/bucket-settings';
import { MAX_EXCLUDED_PREFIXES } from '@/contract/buckets';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { bucketVersioningQuery } from '@/lib/resources/buckets';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { CheckboxField, TextAreaField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, Explanation, SettingCard } from '@/ui/SettingCard';
import { useSetBucketVersioning } from '../../api/settings';
import type { CardAccess } from './card-scopes';

const NOT_DISTRIBUTED = 'Versioning needs MinIO in distributed (erasure-coded) mode; this server is not.';
const LOCKED =
  'Object locking is on: it keeps versioning enabled and does not allow excluded prefixes or folders.';

const STATUS_LABELS: Record<string, string> = { Enabled: 'Enabled', Suspended: 'Suspended' };

const prefixesOf = (versioning: BucketVersioningResponse) =>
  (versioning.excludedPrefixes ?? []).map((excluded) => excluded.prefix ?? '').filter(Boolean);

/** One prefix per line; blank lines are ignored. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Versioning (enabled or suspended) with its excluded prefixes and folders. */
export function VersioningCard(props: {
  bucketName: string;
  access: CardAccess;
  distributedMode: boolean;
  /** Unknown (undefined) when the session may not read the object-lock configuration. */
  locked: boolean | undefined;
}) {
  const query = useQuery({ ...bucketVersioningQuery(props.bucketName), enabled: props.distributedMode });
  const editable = props.access.write && props.distributedMode && query.isSuccess;
  return (
    <SettingCard
      title="Versioning"
      action={
        editable && (
          <EditDialogButton label="Change versioning">
            {(close) => (
              <VersioningForm
                bucketName={props.bucketName}
                current={query.data}
                locked={props.locked}
                onSaved={close}
              />
            )}
          </EditDialogButton>
        )
      }
    >
      {props.distributedMode ? (
        <QueryContent query={query}>
          {(versioning) => (
            <dl className="flex flex-col gap-1">
              <Fact label="Status">{STATUS_LABELS[versioning.status ?? ''] ?? 'Unversioned'}</Fact>
              {prefixesOf(versioning).length > 0 && (
                <Fact label="Excluded prefixes">{prefixesOf(versioning).join(', ')}</Fact>
              )}
              {versioning.excludeFolders && <Fact label="Folders">Excluded</Fact>}
            </dl>
          )}
        </QueryContent>
      ) : (
        <Explanation>{NOT_DISTRIBUTED}</Explanation>
      )}
    </SettingCard>
  );
}

function VersioningForm(props: {
  bucketName: string;
  current: BucketVersioningResponse;
  locked: boolean | undefined;
  onSaved: () => void;
}) {
  const save = useSetBucketVersioning(props.bucketName);
  const allowsExclusions = (enabled: boolean) => enabled && !props.locked;
  const form = useSchemaForm(
    () => ({
      enabled: props.current.status === 'Enabled',
      prefixes: prefixesOf(props.current).join('\n'),
      excludeFolders: props.current.excludeFolders === true,
    }),
    {
      validate: ({ enabled, prefixes }) => ({
        prefixes:
          allowsExclusions(enabled) && linesOf(prefixes).length > MAX_EXCLUDED_PREFIXES
            ? `At most ${MAX_EXCLUDED_PREFIXES} excluded prefixes`
            : undefined,
      }),
      onSubmit: ({ enabled, prefixes, excludeFolders }) => {
        const request = allowsExclusions(enabled)
          ? { enabled: true, excludePrefixes: linesOf(prefixes), excludeFolders }
          : { enabled };
        save.mutate(request, { onSuccess: props.onSaved });
      },
    },
  );
  const { enabled, excludeFolders } = form.values;
  const exclusionsAllowed = allowsExclusions(enabled);

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <CheckboxField
        label="Keep every version of each object (versioning enabled)"
        checked={enabled}
        onChange={(on) => form.set('enabled', on)}
      />
      {!enabled && (
        <p className="text-sm text-slate-600">
          Suspending keeps the versions already stored; new writes replace the current version.
        </p>
      )}
      {enabled && props.locked && <p className="text-sm text-slate-600">{LOCKED}</p>}
      {exclusionsAllowed && (
        <>
          <TextAreaField
            label="Excluded prefixes"
            {...form.bind('prefixes')}
            rows={4}
            hint={`Objects under these prefixes are not versioned: one per line, at most ${MAX_EXCLUDED_PREFIXES}.`}
          />
          <CheckboxField
            label='Exclude folders (objects whose name ends with "/")'
            checked={excludeFolders}
            onChange={(on) => form.set('excludeFolders', on)}
          />
        </>
      )}
    </DialogForm>
  );
}
