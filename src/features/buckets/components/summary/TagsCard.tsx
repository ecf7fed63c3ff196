import { MAX_BUCKET_TAGS, tagKeyProblem, tagValueProblem } from '@/contract/bucket-settings';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { ConfirmButton } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { SettingCard } from '@/ui/SettingCard';
import { useSetBucketTags } from '../../api/settings';
import type { CardAccess } from './card-scopes';

/** The bucket's tags: each can be removed (after a confirmation) and new ones added, all up to 50. */
export function TagsCard({
  bucketName,
  tags,
  access,
}: {
  bucketName: string;
  tags: Record<string, string>;
  access: CardAccess;
}) {
  const save = useSetBucketTags(bucketName);
  const entries = Object.entries(tags).sort(([a], [b]) => a.localeCompare(b));

  const remove = (key: string) =>
    save.mutateAsync(Object.fromEntries(entries.filter(([other]) => other !== key)));

  return (
    <SettingCard title="Tags">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">This bucket has no tags.</p>
      ) : (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {entries.map(([key, value]) => (
            <li
              key={key}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
            >
              <span>
                {key}
                {value && `: ${value}`}
              </span>
              {access.write && (
                <ConfirmButton
                  title="Remove tag"
                  label="×"
                  aria-label={`Remove tag ${key}`}
                  className="rounded-full px-2 text-brand-700 hover:bg-brand-100"
                  confirmLabel="Remove"
                  onConfirm={() => remove(key)}
                >
                  Remove the tag <strong>{key}</strong> from {bucketName}?
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {access.write && (
        <AddTagForm tags={tags} onAdd={(key, value) => save.mutateAsync({ ...tags, [key]: value })} />
      )}
    </SettingCard>
  );
}

const NO_TAG = { key: '', value: '' };

/** Adds one tag; what was typed stays after a refusal and is cleared once the tag is saved. */
function AddTagForm(props: {
  tags: Record<string, string>;
  onAdd: (key: string, value: string) => Promise<unknown>;
}) {
  const form = useSchemaForm(NO_TAG, {
    validate: ({ key, value }) => ({
      key: tagKeyProblem(key, Object.keys(props.tags)) ?? undefined,
      value: tagValueProblem(value) ?? undefined,
    }),
    onSubmit: async ({ key, value }): Promise<void> => {
      await props.onAdd(key, value);
      form.reset();
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Add tag"
      className="flex flex-col gap-2 border-t border-slate-100 pt-3"
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField label="Tag key" {...form.bind('key')} />
        <TextField label="Tag value" {...form.bind('value')} />
        <button type="submit" className="btn-primary sm:mt-6" disabled={form.submitting}>
          {form.submitting ? 'Adding…' : 'Add tag'}
        </button>
      </div>
      <p className="text-xs text-slate-500">{`At most ${MAX_BUCKET_TAGS} tags; keys up to 128 characters, values up to 256.`}</p>
      {form.error ? <ApiErrorAlert error={form.error} /> : null}
    </form>
  );
}
