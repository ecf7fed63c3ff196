import { delay, http } from 'msw';
import { restartRequestSchema } from '../../src/contract/service';
import { isAllowed, MINIO_MESSAGES, recordRestart, restartDuration } from '../model';
import { apiError, noContent, parseBody, requireSession } from './respond';

/** POST /service/restart: the real server answers 204 once MinIO serves again. */
export const serviceHandlers = [
  http.post('*/api/v1/service/restart', async ({ request }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    const body = await parseBody(request, restartRequestSchema);
    if (body instanceof Response) return body;
    if (!isAllowed(session.user, 'admin:ServiceRestart')) return apiError(403, MINIO_MESSAGES.accessDenied);
    if (restartDuration() > 0) await delay(restartDuration());
    recordRestart();
    return noContent();
  }),
];
