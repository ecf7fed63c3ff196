import { DialogButton } from '@/ui/dialogs';

/** A button (the row's name) opening the whole record, as JSON, in a dialog. */
export function RecordDetails({
  title,
  label,
  name,
  record,
}: {
  title: string;
  label: string;
  name: string;
  record: unknown;
}) {
  return (
    <DialogButton
      title={title}
      label={label}
      aria-label={name}
      className="max-w-full truncate text-left text-brand-700 underline-offset-2 hover:underline"
    >
      {() => (
        <pre className="max-h-[70vh] overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
          {JSON.stringify(record, null, 2)}
        </pre>
      )}
    </DialogButton>
  );
}
