import { useEffect } from 'react';
import { useUiStore } from '@/lib/store/ui-store';

export const SNACKBAR_MS = 5_000;

/** Confirmations: shown for a non-empty message, hidden after 5 seconds. */
export function Snackbar() {
  const snack = useUiStore((state) => state.snackBar);
  const clear = useUiStore((state) => state.clearSnackBar);
  const visible = snack?.type === 'message' && snack.message !== '';

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(clear, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [visible, clear]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed bottom-6 left-1/2 z-50 -translate-x-1/2"
    >
      {visible && (
        <div className="pointer-events-auto flex items-center gap-4 rounded-md bg-slate-900 px-4 py-3 text-sm text-slate-50 shadow-lg">
          <span>{snack.message}</span>
          <button
            type="button"
            onClick={clear}
            className="text-brand-100 underline"
            aria-label="Dismiss message"
          >
            Close
          </button>
        </div>
      )}
    </div>
  );
}
