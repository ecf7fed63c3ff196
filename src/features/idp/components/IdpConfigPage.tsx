import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ConfigKeyHelp } from '@/contract/config-values';
import { DEFAULT_IDP_NAME, IDP_SUBSYSTEM, type IdpConfiguration, type IdpType } from '@/contract/idp';
import { isNotFoundError } from '@/lib/api/errors';
import { configHelpQuery } from '@/lib/resources/configs';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { NameNotFound } from '@/ui/NameNotFound';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';
import { idpConfigQuery, idpListQuery } from '../api/idp';
import { EnableButton, RemoveButton } from './IdpControls';
import { IdpForm } from './IdpForm';
import { idpDisplayName, isIdpConfigured, TYPE_LABEL } from './idp-fields';

const OPENID_BACK = (
  <Link to="/identity/idp/openid" className="text-sm text-brand-700 hover:underline">
    Back to OpenID Configurations
  </Link>
);

/** /identity/idp/openid/{name}: one OpenID provider's keys, to edit, switch or remove. */
export function OpenIdConfigPage({ name }: { name: string }) {
  const config = usePageQuery(idpConfigQuery('openid', name));
  const navigate = useNavigate();
  if (isNotFoundError(config.error))
    return <NameNotFound noun="OpenID configuration" name={name} back={OPENID_BACK} />;
  return (
    <IdpPageFrame title={`OpenID Configuration: ${idpDisplayName(name)}`} back={OPENID_BACK}>
      <QueryContent query={config} retry>
        {(configuration) => (
          <IdpDetails
            type="openid"
            configuration={configuration}
            onRemoved={() => navigate({ to: '/identity/idp/openid' })}
          />
        )}
      </QueryContent>
    </IdpPageFrame>
  );
}

/** /identity/idp/ldap: MinIO's one LDAP directory configuration, to set up, edit, switch or remove. */
export function LdapConfigPage() {
  const config = usePageQuery(idpConfigQuery('ldap', DEFAULT_IDP_NAME));
  return (
    <IdpPageFrame title="LDAP Configuration">
      <QueryContent query={config} retry>
        {(configuration) =>
          isIdpConfigured(configuration.info) ? (
            <IdpDetails type="ldap" configuration={configuration} />
          ) : (
            <NewLdapConfiguration />
          )
        }
      </QueryContent>
    </IdpPageFrame>
  );
}

function IdpPageFrame({ title, back, children }: { title: string; back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={title} />
      <div className="flex max-w-3xl flex-col gap-6 overflow-y-auto px-6 py-4">
        {back}
        {children}
      </div>
    </div>
  );
}

/** The subsystem's help, which the forms are generated from. */
function WithHelp({
  type,
  children,
}: {
  type: IdpType;
  children: (keys: readonly ConfigKeyHelp[]) => ReactNode;
}) {
  const help = useQuery(configHelpQuery(IDP_SUBSYSTEM[type]));
  return <QueryContent query={help}>{(subsystem) => children(subsystem.keys_help ?? [])}</QueryContent>;
}

function NewLdapConfiguration() {
  return (
    <>
      <EmptyState title="LDAP is not configured" heading>
        Users log in with MinIO's own accounts. Once MinIO runs with a directory (after a restart), users and
        groups come from the directory instead.
      </EmptyState>
      <SettingCard title="Configure LDAP">
        <WithHelp type="ldap">
          {(keysHelp) => <IdpForm type="ldap" name={DEFAULT_IDP_NAME} keysHelp={keysHelp} />}
        </WithHelp>
      </SettingCard>
    </>
  );
}

function IdpDetails(props: { type: IdpType; configuration: IdpConfiguration; onRemoved?: () => void }) {
  const { type, configuration, onRemoved } = props;
  const list = useQuery(idpListQuery(type));
  const enabled = list.data?.find((item) => item.name === configuration.name)?.enabled;
  return (
    <>
      <SettingCard
        title="Settings"
        action={
          <div className="flex gap-2">
            {enabled !== undefined && (
              <EnableButton type={type} name={configuration.name} enabled={enabled} />
            )}
            <RemoveButton type={type} name={configuration.name} onRemoved={onRemoved} />
          </div>
        }
      >
        <p className="text-sm text-slate-600">
          {enabled === undefined ? '' : `${TYPE_LABEL[type]} login through it is ${enabled ? 'on' : 'off'}. `}
          Secrets are never shown.
        </p>
        <ConfigurationKeys info={configuration.info} />
      </SettingCard>
      <SettingCard title="Edit">
        <WithHelp type={type}>
          {(keysHelp) => (
            <IdpForm type={type} name={configuration.name} info={configuration.info} keysHelp={keysHelp} />
          )}
        </WithHelp>
      </SettingCard>
    </>
  );
}

function ConfigurationKeys({ info }: { info: IdpConfiguration['info'] }) {
  if (info.length === 0) return <p className="text-sm text-slate-600">MinIO runs it with no key set.</p>;
  return (
    <DataTable label="Configuration keys" headers={['Key', 'Value', 'Set by']}>
      {info.map(({ key, value, isEnv }) => (
        <tr key={key}>
          <td className={`${CELL} font-mono`}>{key}</td>
          <td className={`${CELL} font-mono break-all`}>{value}</td>
          <td className={CELL}>{isEnv ? 'Environment' : 'Configuration'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
