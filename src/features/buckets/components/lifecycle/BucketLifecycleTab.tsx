import type { ObjectBucketLifecycle } from '@/contract/bucket-lifecycle';
import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { CELL } from '@/ui/data-table';
import { DialogButton } from '@/ui/dialogs';
import { useBucketLifecycleRules, useDeleteLifecycleRule } from '../../api/lifecycle';
import { DeleteRuleButton, EditRuleButton, RuleTable, TabHeader } from '../tab-parts';
import { LifecycleRuleForm } from './LifecycleRuleForm';
import { isTransitionRule } from './lifecycle-form';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** What a rule does, in words: "Expire after 30 days; noncurrent versions after 7 days". */
export function describeLifecycleRule(rule: ObjectBucketLifecycle): string {
  const { expiration = {}, transition = {} } = rule;
  const tier = transition.storage_class || transition.noncurrent_storage_class;
  const actions = [
    transition.days ? `move to ${tier} after ${days(transition.days)}` : '',
    transition.noncurrent_transition_days
      ? `move noncurrent versions to ${tier} after ${days(transition.noncurrent_transition_days)}`
      : '',
    expiration.days ? `expire after ${days(expiration.days)}` : '',
    expiration.date ? `expire on ${expiration.date.slice(0, 10)}` : '',
    expiration.noncurrent_expiration_days
      ? `expire noncurrent versions after ${days(expiration.noncurrent_expiration_days)}`
      : '',
    expiration.delete_marker ? 'remove expired delete markers' : '',
  ].filter(Boolean);
  const text = actions.join('; ');
  return text ? text[0]?.toUpperCase() + text.slice(1) : '—';
}

const idOf = (rule: ObjectBucketLifecycle) => rule.id ?? '';

const tagsOf = (rule: ObjectBucketLifecycle) =>
  (rule.tags ?? []).map(({ key, value }) => `${key}=${value}`).join(', ') || '—';

/** /buckets/{bucketName}/admin/lifecycle: rules that expire objects or move them to a tier. */
export function BucketLifecycleTab({
  bucketName,
  session,
}: {
  bucketName: string;
  session: SessionResponse;
}) {
  const rules = useBucketLifecycleRules(bucketName);
  const remove = useDeleteLifecycleRule(bucketName);
  const canEdit = hasPermission(session.permissions, bucketName, [S3.PutLifecycleConfiguration, S3.AnyPut]);

  return (
    <>
      <TabHeader
        title="Lifecycle"
        description="Rules that expire objects, or move them to a tier, once they reach an age."
        actions={
          canEdit && (
            <DialogButton className="btn-primary" label="Add Lifecycle Rule" title="Add lifecycle rule">
              {(close) => <LifecycleRuleForm bucketName={bucketName} onDone={close} />}
            </DialogButton>
          )
        }
      />
      <RuleTable
        label="Lifecycle rules"
        headers={['Type', 'Status', 'Prefix', 'Tags', 'What it does']}
        rules={rules}
        keyOf={idOf}
        cells={(rule) => (
          <>
            <td className={CELL}>{isTransitionRule(rule) ? 'Transition' : 'Expiry'}</td>
            <td className={CELL}>{rule.status}</td>
            <td className={CELL}>{rule.prefix || '—'}</td>
            <td className={CELL}>{tagsOf(rule)}</td>
            <td className={CELL}>{describeLifecycleRule(rule)}</td>
          </>
        )}
        actions={
          canEdit &&
          ((rule) => (
            <>
              <EditRuleButton title="Edit lifecycle rule" ruleId={idOf(rule)}>
                {(close) => <LifecycleRuleForm bucketName={bucketName} rule={rule} onDone={close} />}
              </EditRuleButton>
              <DeleteRuleButton
                title="Delete lifecycle rule?"
                aria-label={`Delete rule ${rule.id}`}
                onConfirm={() => remove.mutateAsync(idOf(rule))}
              >
                <p>
                  MinIO stops applying this rule to <strong>{bucketName}</strong>:{' '}
                  {describeLifecycleRule(rule).toLowerCase()}.
                </p>
              </DeleteRuleButton>
            </>
          ))
        }
        emptyTitle="No lifecycle rules"
        empty="Add a rule to expire old objects or versions, or to move them to a tier after some days."
      />
    </>
  );
}
