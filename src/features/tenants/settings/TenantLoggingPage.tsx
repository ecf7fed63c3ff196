import { type TenantLogs, tenantLogsSchema } from '@/contract/operator/tenant-settings';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, Explanation, SettingCard } from '@/ui/SettingCard';
import { tenantLogsQuery, useSetLogs, useSwitchLogging } from '../api/settings';
import type { TenantRef } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';
import { SettingsFacts, SettingsForm, type SettingsLayout } from './SettingsFields';

const LAYOUT: SettingsLayout<TenantLogs> = {
  text: [
    ['image', 'Log search image'],
    ['diskCapacityGB', 'Audit storage size (GB)'],
    ['serviceAccountName', 'Service account'],
    ['logCPURequest', 'CPU request'],
    ['logMemRequest', 'Memory request'],
    ['dbImage', 'Database image'],
    ['dbInitImage', 'Database init image'],
    ['dbServiceAccountName', 'Database service account'],
    ['logDBCPURequest', 'Database CPU request'],
    ['logDBMemRequest', 'Database memory request'],
  ],
  pairs: [
    ['labels', 'Labels'],
    ['annotations', 'Annotations'],
    ['nodeSelector', 'Node selector'],
    ['dbLabels', 'Database labels'],
    ['dbAnnotations', 'Database annotations'],
    ['dbNodeSelector', 'Database node selector'],
  ],
  schema: tenantLogsSchema,
};

/** .../logging: the tenant's audit log search, on or off, and its settings. */
export function TenantLoggingPage({ tenant }: { tenant: TenantRef }) {
  const logs = usePageQuery(tenantLogsQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <QueryContent query={logs} retry>
        {(settings) => <LoggingCard tenant={tenant} settings={settings} />}
      </QueryContent>
    </TenantFrame>
  );
}

function LoggingCard({ tenant, settings }: { tenant: TenantRef; settings: TenantLogs }) {
  const save = useSetLogs(tenant);
  const toggle = useSwitchLogging(tenant);
  const enabled = settings.disabled !== true;
  const verb = enabled ? 'Turn off' : 'Turn on';
  return (
    <SettingCard
      title="Audit log search"
      action={
        <div className="flex gap-2">
          {enabled && (
            <EditDialogButton label="Edit audit logging">
              {(close) => (
                <SettingsForm layout={LAYOUT} settings={settings} save={save.mutateAsync} onDone={close} />
              )}
            </EditDialogButton>
          )}
          <ConfirmButton
            title={`${verb} audit log search`}
            label={verb}
            confirmLabel={verb}
            className={SMALL_BUTTON}
            onConfirm={() => toggle.mutateAsync(!enabled)}
          >
            {enabled
              ? `The operator removes the log search of ${tenant.tenant}, its database and the audit records kept in it.`
              : `The operator runs a log search API and its database for ${tenant.tenant}, which keep its audit records.`}
          </ConfirmButton>
        </div>
      }
    >
      {enabled ? (
        <SettingsFacts layout={LAYOUT} settings={settings} />
      ) : (
        <Explanation>
          Audit log search is off: the tenant's audit records are kept nowhere searchable.
        </Explanation>
      )}
    </SettingCard>
  );
}
