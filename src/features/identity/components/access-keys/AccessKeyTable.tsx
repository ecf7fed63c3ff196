import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ServiceAccountSummary } from '@/contract/service-accounts';
import type { AccessKeyOwner } from '../../api/access-keys';
import type { AccessKeyActions } from './access-key-permissions';
import { expiryLabel, isEnabled } from './access-key-rules';
import { DeleteAccessKeyButton } from './DeleteAccessKeysButton';
import { EditAccessKeyButton } from './EditAccessKeyDialog';

const ROW_HEIGHT = 48;

const COLUMNS = [
  { label: 'Select', className: 'w-10' },
  { label: 'Access key', className: 'w-48' },
  { label: 'Name', className: 'w-40' },
  { label: 'Description', className: '' },
  { label: 'Status', className: 'w-24' },
  { label: 'Expiry', className: 'w-44' },
  { label: 'Actions', className: 'w-36' },
] as const;

export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (accessKeys: readonly string[], on: boolean) => void;
}

/** The keys shown, with a checkbox each and one for all of them; only the rows in view are in the page. */
export function AccessKeyTable({
  owner,
  keys,
  actions,
  selection,
}: {
  owner: AccessKeyOwner;
  keys: readonly ServiceAccountSummary[];
  actions: AccessKeyActions;
  selection: Selection;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const spaceBefore = rows[0]?.start ?? 0;
  const spaceAfter = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const shownKeys = keys.map((key) => key.accessKey);
  const allSelected = shownKeys.every((accessKey) => selection.selected.has(accessKey));

  return (
    <div ref={scrollRef} className="max-h-[65vh] min-h-0 overflow-auto rounded-md border border-slate-200">
      <table
        aria-label="Access keys"
        className="w-full min-w-[56rem] table-fixed text-sm"
        aria-rowcount={keys.length + 1}
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-600">
          <tr aria-rowindex={1}>
            {COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={`${className} px-3 py-2 font-medium`}>
                {label === 'Select' && actions.delete ? (
                  <input
                    type="checkbox"
                    aria-label="Select all shown"
                    checked={allSelected}
                    onChange={(event) => selection.toggle(shownKeys, event.target.checked)}
                  />
                ) : (
                  <span className={label === 'Select' || label === 'Actions' ? 'sr-only' : undefined}>
                    {label}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="bg-white">
          {spaceBefore > 0 && <tr aria-hidden style={{ height: spaceBefore }} />}
          {rows.map((row) => {
            const key = keys[row.index] as ServiceAccountSummary;
            return (
              <AccessKeyRow
                key={key.accessKey}
                owner={owner}
                accessKey={key}
                rowIndex={row.index + 2}
                actions={actions}
                selection={selection}
              />
            );
          })}
          {spaceAfter > 0 && <tr aria-hidden style={{ height: spaceAfter }} />}
        </tbody>
      </table>
    </div>
  );
}

function AccessKeyRow({
  owner,
  accessKey: key,
  rowIndex,
  actions,
  selection,
}: {
  owner: AccessKeyOwner;
  accessKey: ServiceAccountSummary;
  rowIndex: number;
  actions: AccessKeyActions;
  selection: Selection;
}) {
  const { accessKey } = key;
  return (
    <tr aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT }} className="border-b border-slate-100">
      <td className="px-3">
        {actions.delete && (
          <input
            type="checkbox"
            aria-label={`Select ${accessKey}`}
            checked={selection.selected.has(accessKey)}
            onChange={(event) => selection.toggle([accessKey], event.target.checked)}
          />
        )}
      </td>
      <th scope="row" title={accessKey} className="truncate px-3 text-left font-mono text-xs font-medium">
        {accessKey}
      </th>
      <td className="truncate px-3" title={key.name}>
        {key.name}
      </td>
      <td className="truncate px-3" title={key.description}>
        {key.description}
      </td>
      <td className="px-3">{isEnabled(key) ? 'Enabled' : 'Disabled'}</td>
      <td className="px-3 whitespace-nowrap">{expiryLabel(key.expiration)}</td>
      <td className="px-3">
        <div className="flex justify-end gap-1">
          {actions.edit && <EditAccessKeyButton owner={owner} accessKey={accessKey} />}
          {actions.delete && <DeleteAccessKeyButton owner={owner} accessKey={accessKey} />}
        </div>
      </td>
    </tr>
  );
}
