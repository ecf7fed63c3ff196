import type { ServerDrive } from '@/contract/monitoring';
import { isDriveOnline } from './server-health';
import { UsageBar } from './UsageBar';

function DriveState({ drive }: { drive: ServerDrive }) {
  const online = isDriveOnline(drive);
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs ${online ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700'}`}
      >
        {online ? 'Online' : drive.state || 'Unknown'}
      </span>
      {drive.healing && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Healing</span>
      )}
    </span>
  );
}

/** A server's drives: path, state, healing and how full each is. */
export function DriveTable({ server, drives }: { server: string; drives: readonly ServerDrive[] }) {
  if (drives.length === 0)
    return <p className="text-sm text-slate-500">MinIO reports no drives for this server.</p>;
  return (
    <div className="overflow-x-auto">
      <table aria-label={`Drives of ${server}`} className="w-full text-sm">
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Path
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              State
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Usage
            </th>
            <th scope="col" className="py-2 font-medium">
              Drive ID
            </th>
          </tr>
        </thead>
        <tbody>
          {drives.map((drive) => (
            <tr key={drive.uuid || drive.endpoint} className="border-t border-slate-100">
              <td className="py-2 pr-3 font-medium text-slate-900">{drive.drivePath || drive.endpoint}</td>
              <td className="py-2 pr-3">
                <DriveState drive={drive} />
              </td>
              <td className="py-2 pr-3">
                <UsageBar
                  label={`Usage of ${drive.drivePath}`}
                  used={drive.usedSpace}
                  total={drive.totalSpace}
                />
              </td>
              <td className="py-2 font-mono text-xs text-slate-600">{drive.uuid || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
