import { CheckboxField, TextField } from '@/ui/fields';
import type { RuleOptionsForm } from './replication-form';

/** The settings of a replication rule that adding and editing share. */
export function RuleOptionsFields<F extends RuleOptionsForm>({
  form,
  change,
  problems,
}: {
  form: F;
  change: <K extends keyof F>(field: K, value: F[K]) => void;
  problems: Record<string, string | undefined>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prefix"
          value={form.prefix}
          onChange={(value) => change('prefix', value)}
          problem={problems.prefix}
          hint="Only objects under this prefix. Empty for all."
        />
        <TextField
          label="Tags"
          value={form.tags}
          onChange={(value) => change('tags', value)}
          problem={problems.tags}
          hint="Only objects with these tags, e.g. team=media&tier=gold."
        />
        <TextField
          label="Storage class"
          value={form.storageClass}
          onChange={(value) => change('storageClass', value)}
          problem={problems.storageClass}
          hint="On the target, e.g. STANDARD. Empty keeps the object's."
        />
        <TextField
          label="Priority"
          inputMode="numeric"
          value={form.priority}
          onChange={(value) => change('priority', value)}
          problem={problems.priority}
          hint="A whole number; rules with higher priority win. Empty picks the next."
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Replicate</legend>
        <CheckboxField
          label="Existing objects"
          description="Also copy the objects already in the bucket."
          checked={form.existingObjects}
          onChange={(on) => change('existingObjects', on)}
        />
        <CheckboxField
          label="Deletes"
          description="Delete object versions on the target too."
          checked={form.deletes}
          onChange={(on) => change('deletes', on)}
        />
        <CheckboxField
          label="Delete markers"
          checked={form.deleteMarkers}
          onChange={(on) => change('deleteMarkers', on)}
        />
        <CheckboxField
          label="Metadata changes"
          description="Changes made to replicas on the target come back (replica modifications)."
          checked={form.metadata}
          onChange={(on) => change('metadata', on)}
        />
      </fieldset>
    </>
  );
}
