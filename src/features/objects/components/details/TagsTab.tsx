import { useId } from 'react';
import { MAX_OBJECT_TAGS, objectTagKeyProblem, objectTagValueProblem } from '@/contract/object-details';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { TextField } from '@/ui/fields';
import { usePutObjectTags } from '../../api/details';
import type { ShownVersion } from './ObjectDetails';

/** The version's tags: a list to read, or to edit and save as a whole for whoever may. */
export function TagsTab({ bucketName, objectKey, version, versionId, access }: ShownVersion) {
  const tags = version.tags ?? {};
  if (!access.editTags) {
    const entries = Object.entries(tags).sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) return <p className="text-sm text-slate-500">This object has no tags.</p>;
    return (
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {entries.map(([key, value]) => (
          <li key={key} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
            {value ? `${key}: ${value}` : key}
          </li>
        ))}
      </ul>
    );
  }
  return <EditableTags bucketName={bucketName} objectKey={objectKey} versionId={versionId} tags={tags} />;
}

function EditableTags(props: {
  bucketName: string;
  objectKey: string;
  versionId: string;
  tags: Record<string, string>;
}) {
  const save = usePutObjectTags(props.bucketName, props.objectKey);
  return (
    <div className="flex flex-col gap-3">
      {/* Saved tags come back through the versions query: a new set starts the editor afresh. */}
      <TagsEditor
        key={JSON.stringify(props.tags)}
        initial={props.tags}
        versionId={props.versionId}
        save={save}
      />
      {save.isSuccess && (
        <p role="status" className="text-sm text-ok-600">
          Tags saved.
        </p>
      )}
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
    </div>
  );
}

interface TagRow {
  id: number;
  key: string;
  value: string;
}

let nextRowId = 0;
const row = (key = '', value = ''): TagRow => ({ id: nextRowId++, key, value });

interface TagsEditorProps {
  initial: Record<string, string>;
  versionId: string;
  save: ReturnType<typeof usePutObjectTags>;
}

/** Each row's problems, at `rows.<row id>.key` and `rows.<row id>.value`. */
function tagProblems({ rows }: { rows: TagRow[] }) {
  const problems: Record<string, string | undefined> = {};
  rows.forEach((tag, index) => {
    const keysBefore = rows.slice(0, index).map((other) => other.key);
    problems[`rows.${tag.id}.key`] = objectTagKeyProblem(tag.key, keysBefore) ?? undefined;
    problems[`rows.${tag.id}.value`] = objectTagValueProblem(tag.value) ?? undefined;
  });
  return problems;
}

function TagsEditor({ initial, versionId, save }: TagsEditorProps) {
  const form = useSchemaForm(
    () => ({
      rows: Object.entries(initial)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => row(key, value)),
    }),
    {
      validate: tagProblems,
      onSubmit: ({ rows }) =>
        save.mutate({ versionId, tags: Object.fromEntries(rows.map((tag) => [tag.key, tag.value])) }),
    },
  );
  const { rows } = form.values;
  const setRows = (change: (rows: TagRow[]) => TagRow[]) =>
    form.replace((current) => ({ rows: change(current.rows) }));
  const update = (id: number, change: Partial<TagRow>) => {
    setRows((current) => current.map((tag) => (tag.id === id ? { ...tag, ...change } : tag)));
    for (const part of Object.keys(change)) form.touch(`rows.${id}.${part}`);
  };

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Tags" className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-slate-500">This object has no tags.</p>}
      {rows.map((tag, index) => (
        <TagRowFields
          key={tag.id}
          number={index + 1}
          tag={tag}
          keyProblem={form.problems[`rows.${tag.id}.key`]}
          valueProblem={form.problems[`rows.${tag.id}.value`]}
          onChange={(change) => update(tag.id, change)}
          onRemove={() => setRows((current) => current.filter((other) => other.id !== tag.id))}
        />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={rows.length >= MAX_OBJECT_TAGS}
          onClick={() => setRows((current) => [...current, row()])}
        >
          Add tag
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save tags'}
        </button>
      </div>
      <p className="text-xs text-slate-500">
        {`At most ${MAX_OBJECT_TAGS} tags; keys up to 128 characters, values up to 256. Saving replaces every tag of this version.`}
      </p>
    </form>
  );
}

function TagRowFields(props: {
  number: number;
  tag: TagRow;
  keyProblem: string | undefined;
  valueProblem: string | undefined;
  onChange: (change: Partial<TagRow>) => void;
  onRemove: () => void;
}) {
  const legendId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-md border border-slate-200 p-2"
    >
      <legend id={legendId} className="sr-only">{`Tag ${props.number}`}</legend>
      <TextField
        label="Key"
        value={props.tag.key}
        onChange={(key) => props.onChange({ key })}
        problem={props.keyProblem}
      />
      <TextField
        label="Value"
        value={props.tag.value}
        onChange={(value) => props.onChange({ value })}
        problem={props.valueProblem}
      />
      <button
        type="button"
        aria-label={`Remove tag ${props.number}`}
        onClick={props.onRemove}
        className="mt-6 rounded-md px-2 py-2 text-slate-500 hover:bg-slate-100 hover:text-danger-700"
      >
        ×
      </button>
    </fieldset>
  );
}
