import { useId, useState } from 'react';

/** The expandable "Details" part of an error message. */
export function ErrorDetails({ detail, defaultOpen = false }: { detail: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="mt-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(!open);
        }}
        className="underline underline-offset-2"
      >
        Details
      </button>
      {open && (
        <pre id={id} className="mt-1 whitespace-pre-wrap break-words font-mono text-xs">
          {detail}
        </pre>
      )}
    </div>
  );
}
