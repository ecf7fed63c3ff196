import type { Pool } from '@/contract/operator/pool';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { niceBytes } from '@/lib/format/units';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { type TenantRef, useAddPool } from '../api/tenants';
import { newTenantForm } from '../wizard/tenant-form';
import { type PoolSizeFields, poolDistribution, poolSizeProblems } from '../wizard/tenant-request';
import { PoolSizeInputs } from './PoolSizeInputs';

type AddPoolForm = PoolSizeFields & { storageClass: string };

/** Adds a pool, named pool-{count}, sized as the wizard sizes the first. */
export function AddPoolButton({ tenant, pools }: { tenant: TenantRef; pools: number }) {
  return (
    <DialogButton label="Add pool" className="btn-primary" title={`Add a pool to ${tenant.tenant}`}>
      {(close) => <AddPoolFormBody tenant={tenant} name={`pool-${pools}`} onDone={close} />}
    </DialogButton>
  );
}

function newPoolForm(): AddPoolForm {
  const { volumeSize, sizeFactor, nodes, drivesPerServer } = newTenantForm();
  return { volumeSize, sizeFactor, nodes, drivesPerServer, storageClass: '' };
}

function poolRequest(name: string, form: AddPoolForm): Pool {
  const distribution = poolDistribution(form);
  const storageClass = form.storageClass.trim();
  return {
    name,
    servers: distribution.nodes,
    volumes_per_server: distribution.disks,
    volume_configuration: {
      size: distribution.pvSize,
      ...(storageClass ? { storage_class_name: storageClass } : {}),
    },
  };
}

function AddPoolFormBody({ tenant, name, onDone }: { tenant: TenantRef; name: string; onDone: () => void }) {
  const add = useAddPool(tenant);
  const form = useSchemaForm(newPoolForm, {
    validate: poolSizeProblems,
    onSubmit: (values) => add.mutateAsync(poolRequest(name, values)).then(onDone),
  });
  const distribution = poolDistribution(form.values);
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Add pool"
    >
      <PoolSizeInputs form={form} />
      <p role="status" className={`text-sm ${distribution.error ? 'text-danger-700' : 'text-slate-700'}`}>
        {distribution.error ||
          `${name}: ${distribution.persistentVolumes} volumes of ${niceBytes(distribution.pvSize)}.`}
      </p>
    </DialogForm>
  );
}
