import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handleSessionLoss } from '@/features/auth/session-loss';
import { setSessionLostHandler } from '@/lib/api/client';
import { createAppRouter, createQueryClient } from './router';
import './styles.css';

async function start(): Promise<void> {
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setSessionLostHandler(() => handleSessionLoss(router, queryClient));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
