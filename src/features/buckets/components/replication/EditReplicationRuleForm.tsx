import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type BucketReplicationRule, multiBucketReplicationEditSchema } from '@/contract/bucket-replication';
import { problemsByField } from '@/lib/form/fields';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogForm } from '@/ui/dialogs';
import { CheckboxField } from '@/ui/fields';
import { replicationRuleQuery, useUpdateReplicationRule } from '../../api/replication';
import { RuleOptionsFields } from './RuleOptionsFields';
import { type EditRuleForm, editFormOf, toReplicationEdit } from './replication-form';

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
  const [form, setForm] = useState<EditRuleForm>(() => editFormOf(rule));
  const [submitted, setSubmitted] = useState(false);
  const arn = rule.destination?.bucket ?? '';
  const parsed = multiBucketReplicationEditSchema.safeParse(toReplicationEdit(form, arn));
  const problems = submitted && !parsed.success ? problemsByField(parsed.error.issues) : {};
  const change = <K extends keyof EditRuleForm>(field: K, value: EditRuleForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = () => {
    setSubmitted(true);
    if (!parsed.success) return;
    update.mutate({ ruleId: rule.id ?? '', edit: parsed.data }, { onSuccess: onDone });
  };

  return (
    <DialogForm onSubmit={onSubmit} pending={update.isPending} error={update.error} submitLabel="Save">
      <p className="text-sm text-slate-700">
        Target: <span className="font-mono break-all">{arn}</span>. To replicate somewhere else, add a new
        rule.
      </p>
      <CheckboxField
        label="Enabled"
        description="A disabled rule keeps its settings but replicates nothing."
        checked={form.enabled}
        onChange={(on) => change('enabled', on)}
      />
      <RuleOptionsFields form={form} change={change} problems={problems} />
    </DialogForm>
  );
}
