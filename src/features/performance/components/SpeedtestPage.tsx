import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SPEEDTEST_MESSAGES, speedtestQuerySchema } from '@/contract/speedtest';
import { schemaProblems } from '@/lib/form/fields';
import { serverInfoQuery } from '@/lib/resources/servers';
import { PageHeader } from '@/shell/PageHeader';
import { RadioGroup } from '@/ui/fields';
import { SessionResults } from './SessionResults';
import { SettingsFields } from './SettingsFields';
import { SpeedtestRunView } from './SpeedtestRunView';
import { DEFAULTS, queryOf, type Settings } from './speedtest-settings';

/** MinIO's performance tests: objects, drives and the network, live, with this session's results compared. */
export function SpeedtestPage() {
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [run, setRun] = useState<{ id: number; settings: Settings } | null>(null);
  const servers = useQuery(serverInfoQuery()).data?.servers.length;
  const singleServer = servers === 1;
  const problems = schemaProblems(speedtestQuerySchema, queryOf(settings));
  const refused = Object.keys(problems).length > 0 || (settings.test === 'net' && singleServer);
  const change = (part: Partial<Settings>) => setSettings({ ...settings, ...part });
  return (
    <>
      <PageHeader title="Performance" />
      <div className="flex flex-col gap-6 p-6">
        <section
          aria-label="Speedtest"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <RadioGroup
            legend="Test"
            name="speedtest"
            value={settings.test}
            onChange={(test) => change({ test })}
            options={[
              { value: 'object', label: 'Objects', description: 'PUT and GET throughput of each server' },
              { value: 'drive', label: 'Drives', description: 'Read and write throughput of each drive' },
              {
                value: 'net',
                label: 'Network',
                description: singleServer ? SPEEDTEST_MESSAGES.singleNode : 'Throughput between the servers',
              },
            ]}
          />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <SettingsFields settings={settings} change={change} problems={problems} />
          </div>
          <div>
            <button
              type="button"
              className="btn-primary"
              disabled={refused}
              onClick={() => setRun({ id: (run?.id ?? 0) + 1, settings })}
            >
              Start test
            </button>
          </div>
          {run && <SpeedtestRunView key={run.id} settings={run.settings} />}
        </section>
        <SessionResults />
      </div>
    </>
  );
}
