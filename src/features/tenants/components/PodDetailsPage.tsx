import { type DescribePod, POD_LOG_TAIL_LINES } from '@/contract/operator/pods';
import { saveFile } from '@/lib/save-file';
import { CELL, DataTable } from '@/ui/data-table';
import { Fact } from '@/ui/Fact';
import { DownloadIcon } from '@/ui/icons';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { Tabs } from '@/ui/tabs';
import { podDescriptionQuery, podEventsQuery, podLogsQuery, type TenantRef } from '../api/tenants';
import { EventTable } from './EventTable';
import { TenantFrame } from './TenantFrame';

/** .../pods/{podName}: one pod's log, events and description. */
export function PodDetailsPage({ tenant, podName }: { tenant: TenantRef; podName: string }) {
  return (
    <TenantFrame tenant={tenant}>
      <h2 className="text-lg font-semibold text-slate-900">{`Pod ${podName}`}</h2>
      <Tabs
        label="Pod details"
        tabs={[
          { id: 'logs', label: 'Logs', content: () => <PodLogs tenant={tenant} podName={podName} /> },
          { id: 'events', label: 'Events', content: () => <PodEvents tenant={tenant} podName={podName} /> },
          {
            id: 'describe',
            label: 'Describe',
            content: () => <PodDescription tenant={tenant} podName={podName} />,
          },
        ]}
      />
    </TenantFrame>
  );
}

function PodLogs({ tenant, podName }: { tenant: TenantRef; podName: string }) {
  const logs = usePageQuery(podLogsQuery(tenant, podName));
  return (
    <QueryContent query={logs} retry>
      {(text) => <LogText text={text} fileName={`${podName}.log`} />}
    </QueryContent>
  );
}

/** The log's last lines, scrolling on their own, and a button saving them as a file. */
function LogText({ text, fileName }: { text: string; fileName: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{`The last ${POD_LOG_TAIL_LINES} lines at most.`}</p>
      <div>
        <button
          type="button"
          className="btn-secondary"
          disabled={!text}
          onClick={() => saveFile(fileName, text, 'text/plain')}
        >
          <DownloadIcon aria-hidden />
          Download
        </button>
      </div>
      <figure aria-label="Pod log">
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long log scrolls, so the keyboard must reach it
          tabIndex={0}
          className="max-h-[60dvh] overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
        >
          {text || 'The log is empty.'}
        </pre>
      </figure>
    </div>
  );
}

function PodEvents({ tenant, podName }: { tenant: TenantRef; podName: string }) {
  const events = usePageQuery(podEventsQuery(tenant, podName));
  return (
    <QueryContent query={events} retry>
      {(list) => <EventTable events={list} />}
    </QueryContent>
  );
}

function PodDescription({ tenant, podName }: { tenant: TenantRef; podName: string }) {
  const description = usePageQuery(podDescriptionQuery(tenant, podName));
  return (
    <QueryContent query={description} retry>
      {(pod) => <PodFacts pod={pod} />}
    </QueryContent>
  );
}

const CONTAINER_HEADERS = ['Container', 'Image', 'Ready', 'Restarts', 'Ports'];

function PodFacts({ pod }: { pod: DescribePod }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2">
        <Fact label="Namespace">{pod.namespace}</Fact>
        <Fact label="Node">{pod.nodeName || '-'}</Fact>
        <Fact label="Phase">{pod.phase || '-'}</Fact>
        <Fact label="Address">{pod.podIP || '-'}</Fact>
        <Fact label="Started">{pod.startTime || '-'}</Fact>
        <Fact label="QoS class">{pod.qosClass || '-'}</Fact>
        <Fact label="Conditions">
          {pod.conditions.map((condition) => `${condition.type}: ${condition.status}`).join(', ') || '-'}
        </Fact>
      </dl>
      <DataTable label="Containers" headers={CONTAINER_HEADERS}>
        {pod.containers.map((container) => (
          <tr key={container.name}>
            <th scope="row" className={`${CELL} text-left font-medium`}>
              {container.name}
            </th>
            <td className={`${CELL} break-all`}>{container.image || '-'}</td>
            <td className={CELL}>{container.ready ? 'Yes' : 'No'}</td>
            <td className={CELL}>{container.restartCount ?? 0}</td>
            <td className={CELL}>{container.ports.join(', ') || '-'}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
