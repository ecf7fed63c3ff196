import type { ErrorComponentProps } from '@tanstack/react-router';
import { toApiError } from '@/lib/api/errors';
import { ErrorDetails } from './ErrorDetails';

/** A route's error boundary: the error stays inside the page, the shell keeps working. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const apiError = toApiError(error);
  return (
    <section role="alert" className="m-6 max-w-2xl rounded-md border border-danger-600/30 bg-danger-50 p-4">
      <h2 className="font-semibold text-danger-700">{apiError.errorMessage}</h2>
      {apiError.detailedError && <ErrorDetails detail={apiError.detailedError} />}
      <button type="button" onClick={reset} className="btn-secondary mt-3">
        Try again
      </button>
    </section>
  );
}
