import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import { useUiStore } from '@/lib/store/ui-store';
import { resetModel } from '../../mocks/model';
import { server } from '../../mocks/node';

// A route's first render imports its lazy chunks; on a loaded two-core machine that can pass one second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// Every request the app makes must be answered by a mock handler: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  resetModel();
  useUiStore.setState(useUiStore.getInitialState(), true);
  useObjectsStore.setState(useObjectsStore.getInitialState(), true);
  localStorage.clear();
});

afterAll(() => server.close());
