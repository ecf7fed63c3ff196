import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiKeyProblem, type SubnetLoginResponse, type SubnetOrganization } from '@/contract/support';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { subnetRegistrationQuery } from '@/lib/resources/subnet';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CopyableValue } from '@/ui/CopyableValue';
import { RadioGroup, TextField } from '@/ui/fields';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';
import {
  registrationTokenQuery,
  useSetApiKey,
  useSubnetLogin,
  useSubnetMfa,
  useSubnetRegister,
} from '../api/support';

const required = (label: string) => (value: string) =>
  value.trim() === '' ? `Enter the ${label}` : undefined;
const keyProblem = (key: string) => (key === '' ? 'Enter the API key' : (apiKeyProblem(key) ?? undefined));

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** The last step of an online login: which of the account's organisations the deployment belongs to. */
function OrganisationForm({
  accessToken,
  organizations,
}: {
  accessToken: string;
  organizations: SubnetOrganization[];
}) {
  const register = useSubnetRegister();
  const form = useSchemaForm(
    { accountId: String(organizations[0]?.accountId ?? '') },
    {
      validate: (values) => ({ accountId: required('organisation')(values.accountId) }),
      onSubmit: (values) => register.mutateAsync({ token: accessToken, account_id: values.accountId }),
    },
  );
  if (organizations.length === 0)
    return <p className="text-sm text-slate-700">This SUBNET account belongs to no organisation yet.</p>;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Organisation" className="flex flex-col gap-3">
      <RadioGroup
        legend="Organisation"
        name="organisation"
        value={form.values.accountId}
        options={organizations.map((org) => ({
          value: String(org.accountId),
          label: org.company || org.shortName,
          description: org.subscriptionStatus,
        }))}
        onChange={(value) => form.set('accountId', value)}
      />
      {form.error !== null && <ApiErrorAlert error={form.error} showDetail />}
      <SubmitButton busy={form.submitting} label="Register" busyLabel="Registering…" />
    </form>
  );
}

function MfaForm({
  username,
  mfaToken,
  onLoggedIn,
}: {
  username: string;
  mfaToken: string;
  onLoggedIn: (answer: SubnetLoginResponse) => void;
}) {
  const mfa = useSubnetMfa();
  const form = useSchemaForm(
    { otp: '' },
    {
      validate: (values) => ({ otp: required('one-time code')(values.otp) }),
      onSubmit: async (values) =>
        onLoggedIn(await mfa.mutateAsync({ username, otp: values.otp, mfa_token: mfaToken })),
    },
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="One-time code" className="flex flex-col gap-3">
      <TextField
        label="One-time code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.bind('otp')}
      />
      {form.error !== null && <ApiErrorAlert error={form.error} showDetail />}
      <SubmitButton busy={form.submitting} label="Verify" busyLabel="Verifying…" />
    </form>
  );
}

/** Registration through SUBNET from the console server: a login (with its code, if asked), then an organisation. */
function OnlineLogin() {
  const login = useSubnetLogin();
  const [answer, setAnswer] = useState<SubnetLoginResponse | null>(null);
  const form = useSchemaForm(
    { username: '', password: '' },
    {
      validate: (values) => ({
        username: required('email')(values.username),
        password: required('password')(values.password),
      }),
      onSubmit: async (values) => setAnswer(await login.mutateAsync(values)),
    },
  );
  if (answer?.access_token)
    return <OrganisationForm accessToken={answer.access_token} organizations={answer.organizations ?? []} />;
  if (answer?.mfa_token)
    return <MfaForm username={form.values.username} mfaToken={answer.mfa_token} onLoggedIn={setAnswer} />;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="SUBNET login" className="flex flex-col gap-3">
      <TextField label="Email" autoComplete="username" {...form.bind('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      {form.error !== null && <ApiErrorAlert error={form.error} showDetail />}
      <SubmitButton busy={form.submitting} label="Log in" busyLabel="Logging in…" />
    </form>
  );
}

/** An API key form: `save` registers online or stores the key pasted back from SUBNET. */
function ApiKeyForm({
  label,
  busyLabel,
  save,
}: {
  label: string;
  busyLabel: string;
  save: (apiKey: string) => Promise<unknown>;
}) {
  const form = useSchemaForm(
    { apiKey: '' },
    {
      validate: (values) => ({ apiKey: keyProblem(values.apiKey.trim()) }),
      onSubmit: (values) => save(values.apiKey.trim()),
    },
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={label} className="flex flex-col gap-3">
      <TextField label="API key" {...form.bind('apiKey')} />
      {form.error !== null && <ApiErrorAlert error={form.error} showDetail />}
      <SubmitButton busy={form.submitting} label={label} busyLabel={busyLabel} />
    </form>
  );
}

/** The airgapped registration: the token goes to SUBNET by hand, and the API key it gives comes back here. */
function OfflineRegistration() {
  const token = useQuery(registrationTokenQuery());
  const setApiKey = useSetApiKey();
  return (
    <div className="flex flex-col gap-3">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Copy this deployment’s registration token.</li>
        <li>On a machine that reaches SUBNET, open SUBNET’s registration page and paste the token there.</li>
        <li>Paste the API key SUBNET gives back below: MinIO keeps it in its “subnet” configuration.</li>
      </ol>
      <QueryContent query={token} retry>
        {({ regToken, registerUrl }) => (
          <>
            <CopyableValue label="Registration token" value={regToken} />
            <a
              href={registerUrl}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-brand-700 underline"
            >
              SUBNET’s registration page (opens in a new tab)
            </a>
          </>
        )}
      </QueryContent>
      <ApiKeyForm label="Save API key" busyLabel="Saving…" save={(apiKey) => setApiKey.mutateAsync(apiKey)} />
    </div>
  );
}

/** Registers this deployment with SUBNET, MinIO's support portal: online from the console server, or offline. */
export function RegisterPage() {
  const registration = usePageQuery(subnetRegistrationQuery());
  const login = useSubnetLogin();
  return (
    <>
      <PageHeader title="Register" />
      <div className="flex max-w-3xl flex-col gap-4 p-6">
        <QueryContent query={registration} retry>
          {({ registered, licenseSet }) => (
            <p role="status" className="text-sm text-slate-800">
              {registered
                ? `This deployment is registered with SUBNET (MinIO keeps its ${licenseSet ? 'licence and ' : ''}API key).`
                : 'This deployment is not registered with SUBNET.'}
            </p>
          )}
        </QueryContent>
        <SettingCard title="Online">
          <p className="text-sm text-slate-600">
            The console server registers the deployment with SUBNET itself: log in with your SUBNET account,
            or give the API key of your organisation.
          </p>
          <OnlineLogin />
          <ApiKeyForm
            label="Register with API key"
            busyLabel="Registering…"
            save={(apiKey) => login.mutateAsync({ apiKey })}
          />
        </SettingCard>
        <SettingCard title="Offline">
          <OfflineRegistration />
        </SettingCard>
      </div>
    </>
  );
}
