import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '@/features/auth/components/LoginPage';

/**
 * /login opened by its URL: the form alone, without the console's router and data layer, which load once the
 * user is logged in. Returns the function that takes the form away.
 */
export function showLogin(container: HTMLElement, onLoggedIn: () => Promise<void>): () => void {
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <LoginPage onLoggedIn={onLoggedIn} />
    </StrictMode>,
  );
  return () => root.unmount();
}
