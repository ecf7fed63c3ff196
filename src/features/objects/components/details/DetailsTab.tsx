import { useQuery } from '@tanstack/react-query';
import { USER_METADATA_PREFIX } from '@/contract/object-details';
import { niceBytes } from '@/lib/format/units';
import { Fact } from '@/ui/Fact';
import { QueryContent } from '@/ui/QueryContent';
import { objectMetadataQuery } from '../../api/details';
import { formatDateTime } from '../browser/ObjectTable';
import type { ShownVersion } from './ObjectDetails';
import { isNullVersion } from './version-id';

/** Size, type, dates, ETag, version, lock and tag state, and the version's system and user metadata. */
export function DetailsTab({ bucketName, objectKey, version, versionId }: ShownVersion) {
  const isMarker = version.is_delete_marker === true;
  const metadata = useQuery({ ...objectMetadataQuery(bucketName, objectKey, versionId), enabled: !isMarker });
  const size = version.size ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-1">
        <Fact label="Full path">
          <span className="break-all font-mono">{objectKey}</span>
        </Fact>
        {isMarker ? (
          <Fact label="Kind">Delete marker</Fact>
        ) : (
          <Fact label="Size">{`${niceBytes(size)} (${size.toLocaleString('en-US')} bytes)`}</Fact>
        )}
        <Fact label="Last modified">{formatDateTime(version.last_modified)}</Fact>
        {version.etag && (
          <Fact label="ETag">
            <span className="break-all font-mono">{version.etag}</span>
          </Fact>
        )}
        {!isNullVersion(versionId) && (
          <Fact label="Version ID">
            <span className="break-all font-mono">{versionId}</span>
          </Fact>
        )}
        {version.legal_hold_status && <Fact label="Legal hold">{version.legal_hold_status}</Fact>}
        {version.retention_mode && (
          <Fact label="Retention">{`${version.retention_mode} until ${formatDateTime(version.retention_until_date)}`}</Fact>
        )}
      </dl>
      {!isMarker && (
        <QueryContent query={metadata}>{(headers) => <MetadataTables headers={headers} />}</QueryContent>
      )}
    </div>
  );
}

function MetadataTables({ headers }: { headers: Record<string, string[] | null | undefined> }) {
  const entries = Object.entries(headers).map(([name, values]) => [name, (values ?? []).join(', ')] as const);
  const isUser = ([name]: readonly [string, string]) => name.startsWith(USER_METADATA_PREFIX);
  const user = entries
    .filter(isUser)
    .map(([name, value]) => [name.slice(USER_METADATA_PREFIX.length), value] as const);
  return (
    <>
      <MetadataTable title="System metadata" entries={entries.filter((entry) => !isUser(entry))} />
      <MetadataTable title="User metadata" entries={user} />
    </>
  );
}

function MetadataTable({
  title,
  entries,
}: {
  title: string;
  entries: readonly (readonly [string, string])[];
}) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">None.</p>
      ) : (
        <table aria-label={title} className="w-full text-left text-sm">
          <tbody className="divide-y divide-slate-100">
            {[...entries]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" className="py-1 pr-3 align-top font-normal text-slate-500">
                    {name}
                  </th>
                  <td className="break-all py-1 text-slate-900">{value}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
