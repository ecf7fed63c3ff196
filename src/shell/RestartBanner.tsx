import { useRestartServer } from '@/features/service/api/restart';
import { useUiStore } from '@/lib/store/ui-store';
import { IndeterminateBar } from './IndeterminateBar';

export const RESTART_TEXT = 'The instance needs to be restarted for configuration changes to take effect.';

/** Shown after a configuration change that MinIO applies only on restart. */
export function RestartBanner() {
  const needsRestart = useUiStore((state) => state.serverNeedsRestart);
  const restarting = useUiStore((state) => state.serverIsLoading);
  const restart = useRestartServer();
  if (!needsRestart) return null;
  return (
    <section
      aria-label="Restart required"
      className="border-b border-amber-300 bg-amber-50 px-6 py-3 text-sm"
    >
      {restarting ? (
        <div className="flex flex-col gap-2">
          <span>The server is restarting.</span>
          <IndeterminateBar label="Restarting" className="rounded bg-amber-200" barClassName="bg-amber-600" />
        </div>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <span>{RESTART_TEXT}</span>
          <button type="button" className="btn-primary" onClick={() => restart.mutate()}>
            Restart
          </button>
        </div>
      )}
    </section>
  );
}
