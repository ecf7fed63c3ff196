import { useQuery } from '@tanstack/react-query';
import { tenantYamlSchema } from '@/contract/operator/tenant-yaml';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextAreaField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { type TenantRef, tenantYamlQuery, usePutTenantYaml } from '../api/tenants';

/** Opens the Tenant resource as YAML, read afresh, to edit and save whole. */
export function EditTenantYamlButton({ tenant }: { tenant: TenantRef }) {
  return (
    <DialogButton label="Edit YAML" title={`Tenant ${tenant.tenant} as YAML`}>
      {(close) => <TenantYamlLoader tenant={tenant} onDone={close} />}
    </DialogButton>
  );
}

function TenantYamlLoader({ tenant, onDone }: { tenant: TenantRef; onDone: () => void }) {
  const yaml = useQuery(tenantYamlQuery(tenant));
  return (
    <QueryContent query={yaml} retry>
      {(text) => <TenantYamlForm tenant={tenant} yaml={text} onDone={onDone} />}
    </QueryContent>
  );
}

function TenantYamlForm({ tenant, yaml, onDone }: { tenant: TenantRef; yaml: string; onDone: () => void }) {
  const save = usePutTenantYaml(tenant);
  const form = useSchemaForm(
    { yaml },
    {
      validate: (values) => schemaProblems(tenantYamlSchema, values),
      onSubmit: (values) => save.mutateAsync(values.yaml).then(onDone),
    },
  );
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Save"
      showErrorDetail
    >
      <TextAreaField
        label="Tenant YAML"
        rows={24}
        {...form.bind('yaml')}
        hint="Its labels, annotations and spec are saved; Kubernetes checks them. A change made meanwhile is refused."
      />
    </DialogForm>
  );
}
