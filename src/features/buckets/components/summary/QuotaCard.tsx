import { useQuery } from '@tanstack/react-query';
import type { BucketQuota } from '@/contract/buckets';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { niceBytes } from '@/lib/format/units';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { CheckboxField, SelectField, TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, Explanation, SettingCard } from '@/ui/SettingCard';
import { QUOTA_UNITS, type QuotaUnit } from '../../add-bucket-form';
import { bucketQuotaQuery, useSetBucketQuota } from '../../api/settings';
import type { CardAccess } from './card-scopes';
import { quotaBytes, quotaProblem, quotaSizeOf } from './quota-form';

const UNIT_OPTIONS = QUOTA_UNITS.map((unit) => [unit, unit] as const);

/** The bucket's hard quota; set, changed or cleared in a dialog. Quotas need MinIO in distributed mode. */
export function QuotaCard(props: {
  bucketName: string;
  access: CardAccess;
  distributedMode: boolean;
  storedBytes: number | undefined;
}) {
  const query = useQuery({ ...bucketQuotaQuery(props.bucketName), enabled: props.distributedMode });
  const editable = props.access.write && props.distributedMode && query.isSuccess;
  return (
    <SettingCard
      title="Quota"
      action={
        editable && (
          <EditDialogButton label="Set quota">
            {(close) => (
              <QuotaForm
                bucketName={props.bucketName}
                current={query.data}
                storedBytes={props.storedBytes}
                onSaved={close}
              />
            )}
          </EditDialogButton>
        )
      }
    >
      {props.distributedMode ? (
        <QueryContent query={query}>
          {(quota) => (
            <dl>
              <Fact label="Hard quota">{quota.quota ? niceBytes(quota.quota) : 'None'}</Fact>
            </dl>
          )}
        </QueryContent>
      ) : (
        <Explanation>Quotas need MinIO in distributed (erasure-coded) mode; this server is not.</Explanation>
      )}
    </SettingCard>
  );
}

function QuotaForm(props: {
  bucketName: string;
  current: BucketQuota | undefined;
  storedBytes: number | undefined;
  onSaved: () => void;
}) {
  const save = useSetBucketQuota(props.bucketName);
  const form = useSchemaForm(() => ({ enabled: true, ...quotaSizeOf(props.current?.quota) }), {
    validate: ({ enabled, ...quota }) => ({
      size: (enabled && quotaProblem(quota, props.storedBytes)) || undefined,
    }),
    onSubmit: ({ enabled, ...quota }) => {
      const request = enabled
        ? { enabled: true, quota_type: 'hard' as const, amount: quotaBytes(quota) ?? 0 }
        : { enabled: false };
      save.mutate(request, { onSuccess: props.onSaved });
    },
  });
  const { values } = form;

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <CheckboxField
        label="Limit the bucket's size with a hard quota"
        checked={values.enabled}
        onChange={(on) => form.set('enabled', on)}
      />
      {values.enabled && (
        <div className="flex items-start gap-2">
          <TextField
            label="Quota size"
            inputMode="decimal"
            {...form.bind('size')}
            hint="Writes fail once the bucket holds this much data."
          />
          <SelectField
            label="Quota unit"
            value={values.unit}
            options={UNIT_OPTIONS}
            onChange={(unit) => form.set('unit', unit as QuotaUnit)}
          />
        </div>
      )}
    </DialogForm>
  );
}
