import { describeApi, ENDPOINTS } from '../../src/contract/api';
import { openApiDocument } from '../../src/contract/openapi';
import { mock } from './mock';

/** GET /openapi.json: the same document the real server builds from the declarations. */
export const apiHandlers = [mock(describeApi, () => openApiDocument(ENDPOINTS) as never)];
