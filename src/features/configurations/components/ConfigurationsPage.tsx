import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ConfigSubsystem } from '@/contract/configs';
import { configListQuery } from '@/lib/resources/configs';
import { PageHeader } from '@/shell/PageHeader';
import { ListToolbar, NoMatch } from '@/ui/ListToolbar';
import { matching, type Noun } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { ExportConfigButton, ImportConfigButton } from './ExportImport';

const SUBSYSTEM_NOUN: Noun = { one: 'subsystem', many: 'subsystems' };

interface ConfigurationsProps {
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** /settings/configurations: MinIO's configuration subsystems, as its help lists them. */
export function ConfigurationsPage(props: ConfigurationsProps) {
  const list = usePageQuery(configListQuery());
  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title="Configurations"
        actions={
          <div className="flex gap-2">
            <ExportConfigButton />
            <ImportConfigButton />
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col">
        <QueryContent query={list} retry>
          {(subsystems) => <SubsystemList subsystems={subsystems} query={list} {...props} />}
        </QueryContent>
      </div>
    </div>
  );
}

function SubsystemList({
  subsystems,
  query,
  filter,
  onFilterChange,
}: ConfigurationsProps & { subsystems: readonly ConfigSubsystem[]; query: UseQueryResult }) {
  const shown = matching(subsystems, filter, (subsystem) => [subsystem.key, subsystem.description]);
  return (
    <>
      <ListToolbar
        noun={SUBSYSTEM_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={subsystems.length}
        query={query}
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">
        {shown.length === 0 ? (
          <NoMatch
            noun={SUBSYSTEM_NOUN}
            field="name or description"
            filter={filter}
            onClear={() => onFilterChange('')}
          />
        ) : (
          <ul
            aria-label="Subsystems"
            className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
          >
            {shown.map((subsystem) => (
              <li key={subsystem.key} className="px-4 py-3">
                <Link
                  to="/settings/configurations/$option"
                  params={{ option: subsystem.key }}
                  className="font-mono text-sm font-medium text-brand-700 hover:underline"
                >
                  {subsystem.key}
                </Link>
                {subsystem.multiple_targets && (
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    targets
                  </span>
                )}
                <p className="text-sm text-slate-600">{subsystem.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
