import type { ReactNode } from 'react';
import { toApiError } from '@/lib/api/errors';
import { ErrorDetails } from '@/shell/ErrorDetails';

/**
 * A failed request as the user sees it: the server's message, and its detail behind "Details" (shown from the
 * start with `showDetail`, where the detail is what the user came to read, such as MinIO's own words).
 */
export function ApiErrorAlert({ error, showDetail }: { error: unknown; showDetail?: boolean }): ReactNode {
  const apiError = toApiError(error);
  return (
    <div role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
      <p>{apiError.errorMessage}</p>
      {apiError.detailedError && <ErrorDetails detail={apiError.detailedError} defaultOpen={showDetail} />}
    </div>
  );
}
