import { type TenantMonitoring, tenantMonitoringSchema } from '@/contract/operator/tenant-settings';
import { ConfirmButton, SMALL_BUTTON } from '@/ui/dialogs';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { EditDialogButton, Explanation, SettingCard } from '@/ui/SettingCard';
import { tenantMonitoringQuery, useSetMonitoring } from '../api/settings';
import type { TenantRef } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';
import { SettingsFacts, SettingsForm, type SettingsLayout } from './SettingsFields';

const LAYOUT: SettingsLayout<TenantMonitoring> = {
  text: [
    ['image', 'Prometheus image'],
    ['sidecarImage', 'Sidecar image'],
    ['initImage', 'Init image'],
    ['diskCapacityGB', 'Storage size (GB)'],
    ['storageClassName', 'Storage class'],
    ['serviceAccountName', 'Service account'],
    ['monitoringCPURequest', 'CPU request'],
    ['monitoringMemRequest', 'Memory request'],
  ],
  pairs: [
    ['labels', 'Labels'],
    ['annotations', 'Annotations'],
    ['nodeSelector', 'Node selector'],
  ],
  schema: tenantMonitoringSchema,
};

/** .../monitoring: the tenant's own Prometheus, on or off, and its settings. */
export function TenantMonitoringPage({ tenant }: { tenant: TenantRef }) {
  const monitoring = usePageQuery(tenantMonitoringQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <QueryContent query={monitoring} retry>
        {(settings) => <MonitoringCard tenant={tenant} settings={settings} />}
      </QueryContent>
    </TenantFrame>
  );
}

function MonitoringCard({ tenant, settings }: { tenant: TenantRef; settings: TenantMonitoring }) {
  const save = useSetMonitoring(tenant);
  const enabled = settings.prometheusEnabled === true;
  const verb = enabled ? 'Turn off' : 'Turn on';
  return (
    <SettingCard
      title="Prometheus monitoring"
      action={
        <div className="flex gap-2">
          {enabled && (
            <EditDialogButton label="Edit monitoring">
              {(close) => (
                <SettingsForm layout={LAYOUT} settings={settings} save={save.mutateAsync} onDone={close} />
              )}
            </EditDialogButton>
          )}
          <ConfirmButton
            title={`${verb} Prometheus monitoring`}
            label={verb}
            confirmLabel={verb}
            className={SMALL_BUTTON}
            onConfirm={() => save.mutateAsync({ toggle: true, prometheusEnabled: enabled })}
          >
            {enabled
              ? `The operator removes the Prometheus of ${tenant.tenant} and the metrics it collected.`
              : `The operator runs a Prometheus for ${tenant.tenant}, with a volume of its own.`}
          </ConfirmButton>
        </div>
      }
    >
      {enabled ? (
        <SettingsFacts layout={LAYOUT} settings={settings} />
      ) : (
        <Explanation>
          Prometheus monitoring is off: the operator runs no Prometheus for this tenant.
        </Explanation>
      )}
    </SettingCard>
  );
}
