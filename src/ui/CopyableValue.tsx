import { useId, useState } from 'react';

/** A value to paste elsewhere (a key, an ARN), selectable, with a Copy button that says whether it worked. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="field-input font-mono text-xs"
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={copy}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </button>
      </div>
      <p role="status" className="text-sm text-slate-500">
        {copied === true && 'Copied.'}
        {copied === false && 'The browser did not allow copying: select the text and copy it.'}
      </p>
    </div>
  );
}
