import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BucketReplicationRule, RemoteBucket } from '@/contract/bucket-replication';
import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { CopyableText } from '@/ui/CopyButton';
import { CELL } from '@/ui/data-table';
import { ConfirmButton, DialogButton } from '@/ui/dialogs';
import {
  remoteTargetsQuery,
  useBucketReplicationRules,
  useDeleteReplicationRules,
} from '../../api/replication';
import { DeleteRuleButton, EditRuleButton, RuleTable, TabHeader } from '../tab-parts';
import { AddReplicationRuleForm } from './AddReplicationRuleForm';
import { EditReplicationRuleForm } from './EditReplicationRuleForm';

const idOf = (rule: BucketReplicationRule) => rule.id ?? '';

const KEPT_ON_TARGET = 'Objects already copied to the target stay there.';

/** Where a rule sends objects: its target's URL and bucket when the session may read targets, else the ARN. */
function destinationOf(rule: BucketReplicationRule, targets: readonly RemoteBucket[] | undefined): string {
  const arn = rule.destination?.bucket ?? '';
  const target = targets?.find((candidate) => candidate.remoteARN === arn);
  return target ? `${target.targetURL}/${target.targetBucket}` : arn;
}

/** /buckets/{bucketName}/admin/replication: the rules copying this bucket's objects to other MinIO servers. */
export function BucketReplicationTab({
  bucketName,
  session,
}: {
  bucketName: string;
  session: SessionResponse;
}) {
  const rules = useBucketReplicationRules(bucketName);
  const targets = useQuery(remoteTargetsQuery());
  const remove = useDeleteReplicationRules(bucketName);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const canEdit = hasPermission(session.permissions, bucketName, [S3.PutReplicationConfiguration, S3.AnyPut]);
  const selectedIds = rules.map(idOf).filter((id) => selected.has(id));

  const toggle = (ruleId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ruleId);
      else next.delete(ruleId);
      return next;
    });
  const deleteRules = (ruleIds: readonly string[] | 'all') =>
    remove.mutateAsync(ruleIds).then(() => setSelected(new Set()));

  return (
    <>
      <TabHeader
        title="Replication"
        description="Rules that copy objects of this bucket to a bucket on another MinIO server, in priority order."
        actions={
          canEdit && (
            <>
              {selectedIds.length > 0 && (
                <ConfirmButton
                  title="Delete the selected rules?"
                  label={`Delete Selected (${selectedIds.length})`}
                  confirmLabel="Delete"
                  onConfirm={() => deleteRules(selectedIds)}
                >
                  <p>
                    The {selectedIds.length} selected rules stop replicating; remote targets no remaining rule
                    uses are removed too. {KEPT_ON_TARGET}
                  </p>
                </ConfirmButton>
              )}
              {rules.length > 0 && (
                <ConfirmButton
                  title="Delete all replication rules?"
                  label="Delete All Rules"
                  confirmLabel="Delete all"
                  onConfirm={() => deleteRules('all')}
                >
                  <p>
                    Every replication rule of <strong>{bucketName}</strong> is removed, with the remote
                    targets the rules use. {KEPT_ON_TARGET}
                  </p>
                </ConfirmButton>
              )}
              <DialogButton className="btn-primary" label="Add Replication Rule" title="Add replication rule">
                {(close) => <AddReplicationRuleForm bucketName={bucketName} onDone={close} />}
              </DialogButton>
            </>
          )
        }
      />
      <RuleTable
        label="Replication rules"
        headers={[
          <span key="select" className="sr-only">
            Select
          </span>,
          'Priority',
          'Status',
          'Prefix',
          'Tags',
          'Destination',
        ]}
        rules={rules}
        keyOf={idOf}
        cells={(rule) => (
          <>
            <td className={CELL}>
              {canEdit && (
                <input
                  type="checkbox"
                  aria-label={`Select rule ${idOf(rule)}`}
                  checked={selected.has(idOf(rule))}
                  onChange={(event) => toggle(idOf(rule), event.target.checked)}
                  className="size-4 accent-brand-600"
                />
              )}
            </td>
            <td className={CELL}>{rule.priority}</td>
            <td className={CELL}>{rule.status}</td>
            <td className={CELL}>{rule.prefix || '—'}</td>
            <td className={CELL}>{rule.tags || '—'}</td>
            <td className={CELL}>
              <CopyableText value={destinationOf(rule, targets.data)} what="destination" />
            </td>
          </>
        )}
        actions={
          canEdit &&
          ((rule) => (
            <>
              <EditRuleButton title="Edit replication rule" ruleId={idOf(rule)}>
                {(close) => (
                  <EditReplicationRuleForm bucketName={bucketName} ruleId={idOf(rule)} onDone={close} />
                )}
              </EditRuleButton>
              <DeleteRuleButton
                title="Delete replication rule?"
                aria-label={`Delete rule ${idOf(rule)}`}
                onConfirm={() => deleteRules([idOf(rule)])}
              >
                <p>
                  The rule stops replicating objects of <strong>{bucketName}</strong>; its remote target is
                  removed too unless another rule uses it. {KEPT_ON_TARGET}
                </p>
              </DeleteRuleButton>
            </>
          ))
        }
        emptyTitle="No replication rules"
        empty="Add a rule with the URL and keys of another MinIO server and a versioned bucket on it; this bucket needs versioning too."
      />
    </>
  );
}
