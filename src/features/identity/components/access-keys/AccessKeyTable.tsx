import type { ServiceAccountSummary } from '@/contract/service-accounts';
import { CopyButton } from '@/ui/CopyButton';
import type { Selection } from '@/ui/use-selection';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';
import type { AccessKeyOwner } from '../../api/access-keys';
import type { AccessKeyActions } from './access-key-permissions';
import { expiryLabel, isEnabled } from './access-key-rules';
import { DeleteAccessKeyButton } from './DeleteAccessKeysButton';
import { EditAccessKeyButton } from './EditAccessKeyDialog';

const COLUMNS = [
  { label: 'Select', className: 'w-10' },
  { label: 'Access key', className: 'w-48' },
  { label: 'Name', className: 'w-40' },
  { label: 'Description', className: '' },
  { label: 'Status', className: 'w-24' },
  { label: 'Expiry', className: 'w-44' },
  { label: 'Actions', className: 'w-44' },
] as const;

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
  const shownKeys = keys.map((key) => key.accessKey);
  const allSelected = shownKeys.every((accessKey) => selection.selected.has(accessKey));
  return (
    <VirtualTable
      label="Access keys"
      items={keys}
      rowKey={(key) => key.accessKey}
      rowHeight={48}
      className="max-h-[65vh] rounded-md border border-slate-200"
      minWidth="min-w-[56rem]"
      head={COLUMNS.map(({ label, className }) => (
        <HeaderCell key={label} className={className}>
          {label === 'Select' && actions.delete ? (
            <input
              type="checkbox"
              aria-label="Select all shown"
              checked={allSelected}
              onChange={(event) => selection.toggle(shownKeys, event.target.checked)}
            />
          ) : (
            <span className={label === 'Select' || label === 'Actions' ? 'sr-only' : undefined}>{label}</span>
          )}
        </HeaderCell>
      ))}
      cells={(key) => (
        <AccessKeyCells owner={owner} accessKey={key} actions={actions} selection={selection} />
      )}
    />
  );
}

function AccessKeyCells({
  owner,
  accessKey: key,
  actions,
  selection,
}: {
  owner: AccessKeyOwner;
  accessKey: ServiceAccountSummary;
  actions: AccessKeyActions;
  selection: Selection;
}) {
  const { accessKey } = key;
  return (
    <>
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
          <CopyButton value={accessKey} what="access key" />
          {actions.edit && <EditAccessKeyButton owner={owner} accessKey={accessKey} />}
          {actions.delete && <DeleteAccessKeyButton owner={owner} accessKey={accessKey} />}
        </div>
      </td>
    </>
  );
}
