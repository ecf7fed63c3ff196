import { delay } from 'msw';
import { restartService } from '../../src/contract/service';
import { isAllowed, MINIO_MESSAGES, recordRestart, restartDuration } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** POST /service/restart: the real server answers 204 once MinIO serves again. */
export const serviceHandlers = [
  mock(restartService, async ({ session }) => {
    if (!isAllowed(session.user, 'admin:ServiceRestart')) return apiError(403, MINIO_MESSAGES.accessDenied);
    if (restartDuration() > 0) await delay(restartDuration());
    recordRestart();
  }),
];
