import {
  type EnvironmentVariable,
  environmentKeyProblem,
  isSecretLookingKey,
  MASKED_VALUE,
  updateTenantConfigurationRequestSchema,
} from '@/contract/operator/tenant-settings';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { tenantConfigurationQuery, useUpdateConfiguration } from '../api/settings';
import type { TenantRef } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';

/** .../configuration: the tenant's MinIO environment variables; credentials are listed masked. */
export function TenantConfigurationPage({ tenant }: { tenant: TenantRef }) {
  const configuration = usePageQuery(tenantConfigurationQuery(tenant));
  return (
    <TenantFrame
      tenant={tenant}
      actions={
        configuration.data && (
          <DialogButton label="Add variable" className="btn-primary" title="Add an environment variable">
            {(close) => <VariableForm tenant={tenant} taken={configuration.data} onDone={close} />}
          </DialogButton>
        )
      }
    >
      <QueryContent query={configuration} retry>
        {(variables) =>
          variables.length === 0 ? (
            <EmptyState title="No variables">MinIO runs with its defaults and the root user only.</EmptyState>
          ) : (
            <VariableTable tenant={tenant} variables={variables} />
          )
        }
      </QueryContent>
    </TenantFrame>
  );
}

function VariableTable({ tenant, variables }: { tenant: TenantRef; variables: EnvironmentVariable[] }) {
  const update = useUpdateConfiguration(tenant);
  return (
    <DataTable label="Environment variables" headers={['Name', 'Value', 'Actions']}>
      {variables.map((variable) => (
        <tr key={variable.key}>
          <th scope="row" className={`${CELL} text-left font-mono font-medium`}>
            {variable.key}
          </th>
          <td className={`${CELL} break-all font-mono`}>{variable.value}</td>
          <td className={`${CELL} flex gap-2`}>
            <DialogButton
              label="Edit"
              aria-label={`Edit ${variable.key}`}
              className={SMALL_BUTTON}
              title={`Edit ${variable.key}`}
            >
              {(close) => <VariableForm tenant={tenant} variable={variable} onDone={close} />}
            </DialogButton>
            <ConfirmButton
              label="Remove"
              aria-label={`Remove ${variable.key}`}
              className={SMALL_BUTTON}
              title={`Remove ${variable.key}`}
              confirmLabel="Remove"
              onConfirm={() => update.mutateAsync({ keysToBeDeleted: [variable.key] })}
            >
              {`${variable.key} is removed from the tenant's configuration; MinIO reads it no more once restarted.`}
            </ConfirmButton>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A masked value left empty keeps what it stands for. */
const sentValue = (variable: EnvironmentVariable | undefined, value: string) =>
  variable?.value === MASKED_VALUE && value === '' ? MASKED_VALUE : value;

function variableProblems(
  values: { key: string; value: string },
  taken: EnvironmentVariable[],
  variable: EnvironmentVariable | undefined,
) {
  if (variable)
    return schemaProblems(updateTenantConfigurationRequestSchema, { environmentVariables: [values] });
  const keyProblem =
    environmentKeyProblem(values.key) ??
    (taken.some((other) => other.key === values.key) ? `${values.key} is set already: edit it` : null);
  return {
    ...schemaProblems(updateTenantConfigurationRequestSchema, { environmentVariables: [values] }),
    key: keyProblem ?? undefined,
  };
}

/** Adds a variable, or changes the value of `variable`. */
function VariableForm({
  tenant,
  variable,
  taken = [],
  onDone,
}: {
  tenant: TenantRef;
  variable?: EnvironmentVariable;
  taken?: EnvironmentVariable[];
  onDone: () => void;
}) {
  const update = useUpdateConfiguration(tenant);
  const masked = variable?.value === MASKED_VALUE;
  const form = useSchemaForm(
    { key: variable?.key ?? '', value: masked ? '' : (variable?.value ?? '') },
    {
      validate: (values) => variableProblems(values, taken, variable),
      onSubmit: ({ key, value }) =>
        update
          .mutateAsync({ environmentVariables: [{ key, value: sentValue(variable, value) }] })
          .then(onDone),
    },
  );
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      {!variable && <TextField label="Name" autoFocus {...form.bind('key')} hint="Such as MINIO_DOMAIN" />}
      <TextField
        label="Value"
        type={isSecretLookingKey(form.values.key) ? 'password' : 'text'}
        {...form.bind('value')}
        hint={masked ? 'Leave empty to keep the current value' : undefined}
      />
    </DialogForm>
  );
}
