import type { FormFields } from '@/lib/form/use-schema-form';
import { CheckboxField, TextField } from '@/ui/fields';
import { RuleFilterFields } from '../RuleFilterFields';
import type { RuleOptionsForm } from './replication-form';

/** The settings of a replication rule that adding and editing share. */
export function RuleOptionsFields({ form }: { form: FormFields<RuleOptionsForm> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleFilterFields form={form} />
        <TextField
          label="Storage class"
          {...form.bind('storageClass')}
          hint="On the target, e.g. STANDARD. Empty keeps the object's."
        />
        <TextField
          label="Priority"
          inputMode="numeric"
          {...form.bind('priority')}
          hint="A whole number; rules with higher priority win. Empty picks the next."
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Replicate</legend>
        <CheckboxField
          label="Existing objects"
          description="Also copy the objects already in the bucket."
          checked={form.values.existingObjects}
          onChange={(on) => form.set('existingObjects', on)}
        />
        <CheckboxField
          label="Deletes"
          description="Delete object versions on the target too."
          checked={form.values.deletes}
          onChange={(on) => form.set('deletes', on)}
        />
        <CheckboxField
          label="Delete markers"
          checked={form.values.deleteMarkers}
          onChange={(on) => form.set('deleteMarkers', on)}
        />
        <CheckboxField
          label="Metadata changes"
          description="Changes made to replicas on the target come back (replica modifications)."
          checked={form.values.metadata}
          onChange={(on) => form.set('metadata', on)}
        />
      </fieldset>
    </>
  );
}
