import type { ReactNode } from 'react';
import type { FormFields } from '@/lib/form/use-schema-form';
import { SelectField, TextField } from '@/ui/fields';
import { POOL_SIZE_UNITS, type PoolSizeUnit } from '../wizard/pool-sizing';
import type { PoolSizeFields } from '../wizard/tenant-request';

const UNIT_OPTIONS = POOL_SIZE_UNITS.map((unit) => [unit, unit] as const);

/** A pool's size, servers, drives and storage class; `children` add fields to the same grid. */
export function PoolSizeInputs({
  form,
  children,
}: {
  form: FormFields<PoolSizeFields & { storageClass: string }>;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Total size" inputMode="decimal" {...form.bind('volumeSize')} />
        <SelectField
          label="Unit"
          options={UNIT_OPTIONS}
          {...form.bind('sizeFactor')}
          onChange={(unit) => form.set('sizeFactor', unit as PoolSizeUnit)}
        />
        <TextField label="Number of servers" inputMode="numeric" {...form.bind('nodes')} hint="At least 4." />
        <TextField label="Drives per server" inputMode="numeric" {...form.bind('drivesPerServer')} />
        {children}
      </div>
      <TextField
        label="Storage class"
        {...form.bind('storageClass')}
        hint="Empty: the cluster's default class."
      />
    </>
  );
}
