import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { CheckboxField } from '@/ui/fields';
import type { TenantRef } from '../api/tenants';
import { useDeleteTenant } from '../api/tenants';

const NO_PROBLEMS = {};

/** Deletes a tenant once confirmed; its volumes' claims go too only when asked. */
export function DeleteTenantButton({ tenant, onDeleted }: { tenant: TenantRef; onDeleted?: () => void }) {
  const title = `Delete tenant ${tenant.tenant}`;
  return (
    <DialogButton label="Delete" aria-label={title} className={SMALL_BUTTON} title={title}>
      {(close) => (
        <DeleteTenantForm
          tenant={tenant}
          onDone={() => {
            close();
            onDeleted?.();
          }}
        />
      )}
    </DialogButton>
  );
}

function DeleteTenantForm({ tenant, onDone }: { tenant: TenantRef; onDone: () => void }) {
  const remove = useDeleteTenant(tenant);
  const form = useSchemaForm(
    { deletePvcs: false },
    {
      validate: () => NO_PROBLEMS,
      onSubmit: ({ deletePvcs }) => remove.mutateAsync(deletePvcs).then(onDone),
    },
  );
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Delete"
      destructive
    >
      <p className="text-sm text-slate-700">
        {`Tenant ${tenant.tenant} in namespace ${tenant.namespace} and its servers are deleted. Its data stays on its volumes unless they are deleted too.`}
      </p>
      <CheckboxField
        label="Delete its volumes"
        description="Deletes the claims of the tenant's volumes: its data is lost for good."
        checked={form.values.deletePvcs}
        onChange={(checked) => form.set('deletePvcs', checked)}
      />
    </DialogForm>
  );
}
