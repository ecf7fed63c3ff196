import { useEffect, useState } from 'react';
import { type SnackMessage, useUiStore } from '@/lib/store/ui-store';
import { ErrorDetails } from './ErrorDetails';

export const ERROR_BANNER_MS = 10_000;

function Banner({ error, onClose }: { error: SnackMessage; onClose: () => void }) {
  const [hovered, setHovered] = useState(false);

  // The 10 s start again whenever the pointer leaves, so an error being read never vanishes.
  useEffect(() => {
    if (hovered) return;
    const timer = setTimeout(onClose, ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [hovered, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the Close button is the keyboard path
    <div
      role="alert"
      onClick={onClose}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className="pointer-events-auto mx-auto w-full max-w-banner cursor-pointer rounded-b-md border border-t-0 border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-700 shadow-md"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold">Error</p>
          <p className="text-sm">{error.message}</p>
        </div>
        <button type="button" onClick={onClose} className="text-sm underline" aria-label="Close error">
          Close
        </button>
      </div>
      {error.detailedErrorMsg && <ErrorDetails detail={error.detailedErrorMsg} />}
    </div>
  );
}

/** Errors: a banner at the top that closes on click or after 10 s, paused while the pointer is over it. */
export function ErrorBanner({ modal = false }: { modal?: boolean }) {
  const snack = useUiStore((state) => (modal ? state.modalSnackBar : state.snackBar));
  const clear = useUiStore((state) => (modal ? state.clearModalSnackBar : state.clearSnackBar));
  if (snack?.type !== 'error' || !snack.message) return null;
  return (
    <div className={modal ? 'mb-3' : 'pointer-events-none fixed inset-x-0 top-0 z-50 flex'}>
      <Banner key={`${snack.message}|${snack.detailedErrorMsg ?? ''}`} error={snack} onClose={clear} />
    </div>
  );
}
