import { useEffect, useState } from 'react';
import { loginRequestSchema } from '@/contract/auth';
import { logIn, useLoginDetails } from '@/features/auth/api/login';
import { clearSsoProblem, readSsoProblem } from '@/features/auth/sso-problem';
import { toApiError } from '@/lib/api/errors';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ErrorDetails } from '@/shell/ErrorDetails';
import { TextField } from '@/ui/fields';

const NO_KEYS = { accessKey: '', secretKey: '' };

interface LoginPageProps {
  /** Opens the console; the form stays, busy, until it has. */
  onLoggedIn: () => Promise<void>;
}

/** Why the single sign-on that sent the browser here failed, shown once. */
function useSsoProblem(): string | null {
  const [problem] = useState(readSsoProblem);
  useEffect(clearSsoProblem, []);
  return problem;
}

/** Access and secret key login; a failure shows the server's message and keeps what was typed. */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const details = useLoginDetails();
  const ssoProblem = useSsoProblem();
  const form = useSchemaForm(NO_KEYS, {
    validate: (keys) => schemaProblems(loginRequestSchema, keys),
    onSubmit: async (keys) => {
      await logIn(loginRequestSchema.parse(keys));
      await onLoggedIn();
    },
  });
  // One message for both keys, under them, once the user tried to log in.
  const invalid = form.submitted ? Object.values(form.problems).find(Boolean) : undefined;

  const error = form.error ? toApiError(form.error) : null;
  return (
    <main className="grid min-h-full place-items-center bg-brand-900 p-6">
      <title>Login | MinIO Console</title>
      <form
        onSubmit={form.handleSubmit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-8 shadow-xl"
      >
        <h1 className="text-2xl font-semibold text-slate-900">MinIO Console</h1>
        <TextField
          label="Access key"
          value={form.values.accessKey}
          onChange={(value) => form.set('accessKey', value)}
          problem={undefined}
          autoComplete="username"
        />
        <TextField
          label="Secret key"
          type="password"
          value={form.values.secretKey}
          onChange={(value) => form.set('secretKey', value)}
          problem={undefined}
          autoComplete="current-password"
        />
        {ssoProblem && !(invalid || error) && (
          <div role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
            <p className="font-medium">Single sign-on failed</p>
            <p>{ssoProblem}</p>
          </div>
        )}
        {(invalid || error) && (
          <div role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
            <p>{invalid ?? error?.errorMessage}</p>
            {!invalid && error?.detailedError && <ErrorDetails detail={error.detailedError} />}
          </div>
        )}
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Logging in…' : 'Login'}
        </button>
        {details?.redirectRules?.map((rule) => (
          <a key={rule.redirect} href={rule.redirect} className="btn-secondary">
            {rule.displayName || 'Login with SSO'}
          </a>
        ))}
      </form>
    </main>
  );
}
