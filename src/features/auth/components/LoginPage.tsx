import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type LoginDetails, loginRequestSchema } from '@/contract/auth';
import { loginOperatorRequestSchema } from '@/contract/operator/login';
import { logIn, logInWithToken, useLoginDetails } from '@/features/auth/api/login';
import { clearSsoProblem, readSsoProblem } from '@/features/auth/sso-problem';
import { toApiError } from '@/lib/api/errors';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ErrorDetails } from '@/shell/ErrorDetails';
import { TextField } from '@/ui/fields';

const NO_KEYS = { accessKey: '', secretKey: '' };
const NO_TOKEN = { jwt: '' };

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

/** Access and secret key login, or a service account's token where the server asks for one. */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const details = useLoginDetails();
  return details?.loginStrategy === 'service-account' ? (
    <TokenLoginForm onLoggedIn={onLoggedIn} />
  ) : (
    <KeyLoginForm onLoggedIn={onLoggedIn} redirectRules={details?.redirectRules} />
  );
}

/** Operator mode: a Kubernetes service account's token, checked by the server with Kubernetes. */
function TokenLoginForm({ onLoggedIn }: LoginPageProps) {
  const form = useSchemaForm(NO_TOKEN, {
    validate: (token) => schemaProblems(loginOperatorRequestSchema, token),
    onSubmit: async (token) => {
      await logInWithToken(loginOperatorRequestSchema.parse(token));
      await onLoggedIn();
    },
  });
  return (
    <LoginFrame form={form} invalid={form.submitted ? form.problems.jwt : undefined}>
      <TextField
        label="Service account token"
        type="password"
        value={form.values.jwt}
        onChange={(value) => form.set('jwt', value)}
        problem={undefined}
      />
    </LoginFrame>
  );
}

/** Access and secret key login; a failure shows the server's message and keeps what was typed. */
function KeyLoginForm({
  onLoggedIn,
  redirectRules,
}: LoginPageProps & { redirectRules: LoginDetails['redirectRules'] }) {
  const form = useSchemaForm(NO_KEYS, {
    validate: (keys) => schemaProblems(loginRequestSchema, keys),
    onSubmit: async (keys) => {
      await logIn(loginRequestSchema.parse(keys));
      await onLoggedIn();
    },
  });
  // One message for both keys, under them, once the user tried to log in.
  const invalid = form.submitted ? Object.values(form.problems).find(Boolean) : undefined;
  return (
    <LoginFrame form={form} invalid={invalid} redirectRules={redirectRules}>
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
    </LoginFrame>
  );
}

/** The login card: its fields, why logging in failed (the form's problem or the server's message), the SSO links. */
function LoginFrame({
  form,
  invalid,
  redirectRules,
  children,
}: {
  form: { handleSubmit: (event?: FormEvent) => void; submitting: boolean; error: unknown };
  invalid: string | undefined;
  redirectRules?: LoginDetails['redirectRules'];
  children: ReactNode;
}) {
  const ssoProblem = useSsoProblem();
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
        {children}
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
        {redirectRules?.map((rule) => (
          <a key={rule.redirect} href={rule.redirect} className="btn-secondary">
            {rule.displayName || 'Login with SSO'}
          </a>
        ))}
      </form>
    </main>
  );
}
