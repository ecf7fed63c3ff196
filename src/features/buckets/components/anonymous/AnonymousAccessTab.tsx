import { useQuery } from '@tanstack/react-query';
import type { AnonymousAccess } from '@/contract/bucket-settings';
import type { SessionResponse } from '@/contract/session';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { hasPermission } from '@/lib/permissions/has-permission';
import { CELL } from '@/ui/data-table';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { SelectField, TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { bucketAccessRulesQuery, useDeleteAccessRule, useSetAccessRule } from '../../api/settings';
import { CARD_SCOPES } from '../summary/card-scopes';
import { DeleteRuleButton, RuleTable, TabHeader } from '../tab-parts';

const ACCESS_OPTIONS = [
  ['readonly', 'Read only: list and download'],
  ['writeonly', 'Write only: upload and delete'],
  ['readwrite', 'Read and write'],
] as const;

const ACCESS_LABELS: Record<string, string> = {
  readonly: 'Read only',
  writeonly: 'Write only',
  readwrite: 'Read and write',
};

const prefixLabel = (prefix: string) => prefix || 'Whole bucket';
const prefixOf = (rule: { prefix?: string }) => rule.prefix ?? '';
const accessLabel = (access: string) => ACCESS_LABELS[access] ?? access;

/** Why the prefix cannot have a rule, or null. An empty prefix stands for the whole bucket. */
export function rulePrefixProblem(prefix: string): string | null {
  if (prefix.includes('*')) return 'A prefix cannot contain "*": the rule already covers everything under it';
  if (prefix.startsWith('/')) return 'A prefix does not start with "/"';
  return null;
}

/** The Anonymous tab: what users without credentials may do under each prefix of the bucket. */
export function AnonymousAccessTab({
  session,
  bucketName,
}: {
  session: SessionResponse;
  bucketName: string;
}) {
  const rules = useQuery(bucketAccessRulesQuery(bucketName));
  const mayChange = hasPermission(session.permissions, bucketName, CARD_SCOPES.accessPolicy.write);
  const deleteRule = useDeleteAccessRule(bucketName);

  return (
    <>
      <TabHeader
        title="Anonymous access"
        description="What users without credentials may do under each prefix of the bucket, as rules of its bucket policy."
        actions={
          mayChange && (
            <DialogButton className="btn-primary" label="Add access rule" title="Add access rule">
              {(close) => (
                <AccessRuleForm bucketName={bucketName} existing={rules.data ?? []} onSaved={close} />
              )}
            </DialogButton>
          )
        }
      />
      <QueryContent query={rules}>
        {(list) => (
          <RuleTable
            label="Anonymous access rules"
            headers={['Prefix', 'Access']}
            rules={list}
            keyOf={prefixOf}
            cells={({ prefix = '', access = '' }) => (
              <>
                <td className={`${CELL} font-mono`}>{prefixLabel(prefix)}</td>
                <td className={CELL}>{accessLabel(access)}</td>
              </>
            )}
            actions={
              mayChange &&
              (({ prefix = '', access = '' }) => (
                <DeleteRuleButton
                  title="Delete access rule"
                  aria-label={`Delete rule for ${prefixLabel(prefix)}`}
                  onConfirm={() => deleteRule.mutateAsync(prefix)}
                >
                  Anonymous users lose their {accessLabel(access).toLowerCase()} access to{' '}
                  <strong>{prefix ? `${bucketName}/${prefix}` : bucketName}</strong>.
                </DeleteRuleButton>
              ))
            }
            emptyTitle="No anonymous access"
            empty="Only users with credentials can reach this bucket."
          />
        )}
      </QueryContent>
    </>
  );
}

function AccessRuleForm(props: {
  bucketName: string;
  existing: readonly { prefix?: string }[];
  onSaved: () => void;
}) {
  const save = useSetAccessRule(props.bucketName);
  const form = useSchemaForm(
    { prefix: '', access: 'readonly' as AnonymousAccess },
    {
      validate: ({ prefix }) => ({ prefix: rulePrefixProblem(prefix) ?? undefined }),
      onSubmit: (rule) => save.mutate(rule, { onSuccess: props.onSaved }),
    },
  );
  const replaces = props.existing.some((rule) => prefixOf(rule) === form.values.prefix);

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={save.isPending} error={save.error} submitLabel="Save">
      <TextField
        label="Prefix"
        {...form.bind('prefix')}
        hint={
          replaces
            ? 'This prefix already has a rule: saving replaces it.'
            : 'For example public/. The rule covers every object under the prefix; leave it empty for the whole bucket.'
        }
      />
      <SelectField
        label="Access"
        value={form.values.access}
        options={ACCESS_OPTIONS}
        onChange={(value) => form.set('access', value as AnonymousAccess)}
      />
    </DialogForm>
  );
}
