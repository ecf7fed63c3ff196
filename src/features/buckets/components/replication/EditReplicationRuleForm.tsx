import { useQuery } from '@tanstack/react-query';
import { type BucketReplicationRule, multiBucketReplicationEditSchema } from '@/contract/bucket-replication';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogForm } from '@/ui/dialogs';
import { CheckboxField } from '@/ui/fields';
import { replicationRuleQuery, useUpdateReplicationRule } from '../../api/replication';
import { RuleOptionsFields } from './RuleOptionsFields';
import { editFormOf, toReplicationEdit } from './replication-form';

/** Loads the rule (the list leaves some settings out), then edits it. */
export function EditReplicationRuleForm({
  bucketName,
  ruleId,
  onDone,
}: {
  bucketName: string;
  ruleId: string;
  onDone: () => void;
}) {
  const rule = useQuery(replicationRuleQuery(bucketName, ruleId));
  if (rule.isPending) return <p className="text-sm text-slate-600">Loading the rule…</p>;
  if (rule.isError) return <ApiErrorAlert error={rule.error} />;
  return <EditRuleSettings bucketName={bucketName} rule={rule.data} onDone={onDone} />;
}

/** Changes a rule's settings; its target stays (a new target is a new rule). */
function EditRuleSettings({
  bucketName,
  rule,
  onDone,
}: {
  bucketName: string;
  rule: BucketReplicationRule;
  onDone: () => void;
}) {
  const update = useUpdateReplicationRule(bucketName);
  const arn = rule.destination?.bucket ?? '';
  const form = useSchemaForm(() => editFormOf(rule), {
    validate: (values) => schemaProblems(multiBucketReplicationEditSchema, toReplicationEdit(values, arn)),
    onSubmit: (values) =>
      update.mutate({ ruleId: rule.id ?? '', edit: toReplicationEdit(values, arn) }, { onSuccess: onDone }),
  });

  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={update.isPending}
      error={update.error}
      submitLabel="Save"
    >
      <p className="text-sm text-slate-700">
        Target: <span className="font-mono break-all">{arn}</span>. To replicate somewhere else, add a new
        rule.
      </p>
      <CheckboxField
        label="Enabled"
        description="A disabled rule keeps its settings but replicates nothing."
        checked={form.values.enabled}
        onChange={(on) => form.set('enabled', on)}
      />
      <RuleOptionsFields form={form} />
    </DialogForm>
  );
}
