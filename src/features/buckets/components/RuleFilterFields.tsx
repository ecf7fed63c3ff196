import type { FormFields } from '@/lib/form/use-schema-form';
import { TextField } from '@/ui/fields';

/** Which objects a lifecycle or replication rule applies to: a prefix and tags, both optional. */
export function RuleFilterFields({ form }: { form: FormFields<{ prefix: string; tags: string }> }) {
  return (
    <>
      <TextField
        label="Prefix"
        {...form.bind('prefix')}
        hint="Only objects under this prefix. Empty for all."
      />
      <TextField
        label="Tags"
        {...form.bind('tags')}
        hint="Only objects with these tags, e.g. team=media&tier=gold."
      />
    </>
  );
}
