/**
 * The browser demo (`npm run demo`, `vite --mode demo`): the app runs against these mocks instead of a
 * console server. Log in with minioadmin / minioadmin (everything) or readonly / readonly123 (read-only).
 * The logged-in user is kept in sessionStorage, so a reload stays logged in; closing the tab logs out.
 * With VITE_DEMO_OPERATOR=on (`npm run demo:operator`) it runs operator mode instead: log in with the token
 * demo-service-account-token to manage the mock cluster's tenants.
 * src/main.tsx imports this module only in demo mode, and only the demo build serves mocks/public.
 */
import { setupWorker } from 'msw/browser';
import { handlers, socketHandlers } from './handlers';
import { setMockPrometheus } from './metrics-model';
import { setRestartDuration, setSessionPersistence, webStoragePersistence } from './model';
import { setOperatorMode } from './operator-model';

const DEMO_RESTART_MS = 1500;

export async function startDemoWorker(): Promise<void> {
  setSessionPersistence(webStoragePersistence(sessionStorage));
  setRestartDuration(DEMO_RESTART_MS);
  setMockPrometheus(true);
  setOperatorMode(import.meta.env.VITE_DEMO_OPERATOR === 'on');
  await setupWorker(...handlers, ...socketHandlers).start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
