import { setupServer } from 'msw/node';
import { handlers, socketHandlers } from './handlers';

/** The mock console for tests under node: start it with `server.listen()` and reset it after each test. */
export const server = setupServer(...handlers, ...socketHandlers);
