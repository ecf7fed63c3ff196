import { useEffect, useState } from 'react';
import { CopiedIcon, CopyIcon } from '@/ui/icons';

/** How long "Copied" stays before the button is ready again. */
export const COPIED_MS = 2_000;

type CopyState = 'ready' | 'copied' | 'refused';

const SAYS: Record<CopyState, string> = {
  ready: '',
  copied: 'Copied',
  refused: 'The browser did not allow copying: select the text and copy it.',
};

/**
 * Copies an identifier an admin pastes elsewhere (an ARN, an access key, an endpoint, a path, a link), named
 * "Copy <what>" for assistive technology, and says "Copied" beside it, or that the browser refused.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<CopyState>('ready');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('ready'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('refused'),
    );
  const Drawing = state === 'copied' ? CopiedIcon : CopyIcon;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 align-middle">
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${what}`}
        title={`Copy ${what}`}
        className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Drawing aria-hidden className="size-4" />
      </button>
      <span role="status" className="text-xs text-slate-600">
        {SAYS[state]}
      </span>
    </span>
  );
}

/** A value shown in monospace with its copy button, for table cells and facts. */
export function CopyableText({ value, what }: { value: string; what: string }) {
  return (
    <span className="inline-flex max-w-full items-start gap-1">
      <span className="min-w-0 font-mono text-xs break-all">{value}</span>
      <CopyButton value={value} what={what} />
    </span>
  );
}
