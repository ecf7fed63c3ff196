import { Link } from '@tanstack/react-router';
import type { ConfigHelpResponse, Configuration } from '@/contract/configs';
import { isNotFoundError } from '@/lib/api/errors';
import { configHelpQuery, configValuesQuery } from '@/lib/resources/configs';
import { PageHeader } from '@/shell/PageHeader';
import { EmptyState } from '@/ui/data-table';
import { NameNotFound } from '@/ui/NameNotFound';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { ConfigForm } from './ConfigForm';

const BACK = (
  <Link to="/settings/configurations" className="text-sm text-brand-700 hover:underline">
    Back to Configurations
  </Link>
);

/** /settings/configurations/{option}: the subsystem's keys as a form generated from MinIO's help, and its targets. */
export function ConfigurationPage({ option }: { option: string }) {
  const help = usePageQuery(configHelpQuery(option));
  const values = usePageQuery(configValuesQuery(option));
  if (isNotFoundError(help.error) || isNotFoundError(values.error))
    return <NameNotFound noun="configuration subsystem" name={option} back={BACK} />;
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={`Configuration: ${option}`} />
      <div className="flex flex-col gap-6 overflow-y-auto px-6 py-4">
        {BACK}
        <QueryContent query={help} retry>
          {(subsystem) => (
            <QueryContent query={values} retry>
              {(configurations) => (
                <SubsystemConfiguration subsystem={subsystem} configurations={configurations} />
              )}
            </QueryContent>
          )}
        </QueryContent>
      </div>
    </div>
  );
}

function SubsystemConfiguration({
  subsystem,
  configurations,
}: {
  subsystem: ConfigHelpResponse;
  configurations: readonly Configuration[];
}) {
  const keysHelp = subsystem.keys_help ?? [];
  const own = configurations.find((configuration) => configuration.name === subsystem.name) ?? {
    name: subsystem.name,
    key_values: [],
  };
  const targets = configurations.filter((configuration) => configuration.name !== subsystem.name);
  return (
    <>
      <p className="text-sm text-slate-600">{subsystem.description}</p>
      <section
        aria-labelledby="config-own"
        className="max-w-2xl rounded-md border border-slate-200 bg-white p-4"
      >
        <h2 id="config-own" className="mb-4 font-medium text-slate-800">
          {subsystem.multiple_targets ? 'Default target' : 'Settings'}
        </h2>
        <ConfigForm configuration={own} keysHelp={keysHelp} resetLabel="Reset to defaults" />
      </section>
      {subsystem.multiple_targets && <Targets targets={targets} keysHelp={keysHelp} />}
    </>
  );
}

function Targets({
  targets,
  keysHelp,
}: {
  targets: readonly Configuration[];
  keysHelp: ConfigHelpResponse['keys_help'] & {};
}) {
  return (
    <section aria-labelledby="config-targets" className="flex max-w-2xl flex-col gap-3">
      <h2 id="config-targets" className="font-medium text-slate-800">
        Targets
      </h2>
      {targets.length === 0 ? (
        <EmptyState title="No targets">
          MinIO shows a target here once it runs with it (after the restart that follows adding it).
        </EmptyState>
      ) : (
        targets.map((target) => (
          <details key={target.name} className="rounded-md border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-mono text-sm font-medium">{target.name}</summary>
            <div className="mt-4">
              <ConfigForm configuration={target} keysHelp={keysHelp} resetLabel="Remove target" />
            </div>
          </details>
        ))
      )}
    </section>
  );
}
