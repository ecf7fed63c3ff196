import { useId } from 'react';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { FieldMessage } from '@/ui/fields';
import { rewindDateOf } from '../../api/load-browser';
import { formatDateTime } from './ObjectTable';

/** The `datetime-local` value of a moment, in the browser's time zone, to the second. */
export function localDateTimeValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** What is wrong with the chosen moment, or null. */
export function rewindDateProblem(value: string, now = new Date()): string | null {
  if (value === '') return 'Choose the date and time to go back to';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Enter a valid date and time';
  if (time > now.getTime()) return 'Choose a moment in the past';
  return null;
}

export function useRewindDate(bucketName: string): string | null {
  return useObjectsStore((state) => rewindDateOf(state.rewind, bucketName));
}

/** "Rewind…": shows the bucket as it was at a chosen moment (spec §4 rewind). */
export function RewindButton({ bucketName }: { bucketName: string }) {
  return (
    <DialogButton title={`Rewind ${bucketName}`} label="Rewind…">
      {(close) => <RewindForm bucketName={bucketName} onDone={close} />}
    </DialogButton>
  );
}

function RewindForm({ bucketName, onDone }: { bucketName: string; onDone: () => void }) {
  const current = useRewindDate(bucketName);
  const setRewind = useObjectsStore((state) => state.setRewind);
  const form = useSchemaForm(() => ({ date: localDateTimeValue(current ? new Date(current) : new Date()) }), {
    validate: ({ date }) => ({ date: rewindDateProblem(date) ?? undefined }),
    onSubmit: ({ date }) => {
      setRewind(bucketName, new Date(date).toISOString());
      onDone();
    },
  });
  const { value, onChange, onBlur, problem } = form.bind('date');
  const id = useId();
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={false} error={null} submitLabel="Show">
      <p className="text-sm text-slate-600">
        The listing shows each object as it was at that moment: the version current then, without what was
        deleted before it or created after it. Nothing is changed.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Show the bucket as it was at
        </label>
        <input
          id={id}
          type="datetime-local"
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-message`}
          className="field-input"
        />
        <FieldMessage id={`${id}-message`} problem={problem}>
          Your local time.
        </FieldMessage>
      </div>
    </DialogForm>
  );
}

/** Says that the listing is rewound, and goes back to the present on request. */
export function RewindBanner({ bucketName, date }: { bucketName: string; date: string }) {
  const resetRewind = useObjectsStore((state) => state.resetRewind);
  return (
    <div
      role="status"
      className="mx-6 mt-3 flex items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <span>
        Showing <strong>{bucketName}</strong> as it was at <strong>{formatDateTime(date)}</strong>
      </span>
      <button type="button" onClick={resetRewind} className="btn-secondary ml-auto px-3 py-1">
        Reset
      </button>
    </div>
  );
}
