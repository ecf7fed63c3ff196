import { urlAfterLogin } from '@/features/auth/return-after-login';
import { appBasePath } from '@/lib/api/base-url';
import { followTheme } from '@/lib/store/theme';
import { readAhead } from './read-ahead';
import './styles.css';

/** The page's path inside the app ("/buckets"), without the base path it is served under. */
const pathInApp = () => `/${window.location.pathname.slice(appBasePath().length)}`;

/** The console's code loads while the form shows, and replaces it in place once the user is logged in. */
async function logInFirst(container: HTMLElement): Promise<void> {
  const { showLogin } = await import('./login-app');
  const hideLogin = showLogin(container, async () => {
    const { startConsole } = await import('./console-app');
    hideLogin();
    window.history.pushState(null, '', urlAfterLogin(appBasePath()));
    startConsole(container);
  });
}

/**
 * The entry holds next to nothing, so /login loads only the form's code. Any other page starts reading what
 * it shows first while the console's code loads.
 */
async function start(): Promise<void> {
  followTheme();
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const path = pathInApp();
  if (path === '/login' || path === '/login/') return logInFirst(container);
  void readAhead(path);
  const { startConsole } = await import('./console-app');
  startConsole(container);
}

void start();
