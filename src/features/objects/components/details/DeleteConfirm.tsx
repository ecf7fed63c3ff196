import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/ui/dialogs';
import { CheckboxField } from '@/ui/fields';

export interface DeleteChoices {
  allVersions: boolean;
  bypass: boolean;
}

/**
 * A delete behind a confirmation, with the choices that apply: every version (in a versioned bucket) and the
 * governance bypass (for whoever holds it, in a bucket with object locking).
 */
export function DeleteConfirm(props: {
  title: string;
  trigger: ReactNode;
  confirmLabel?: string;
  children: ReactNode;
  offerAllVersions?: boolean;
  offerBypass: boolean;
  onConfirm: (choices: DeleteChoices) => Promise<unknown>;
}) {
  const [allVersions, setAllVersions] = useState(false);
  const [bypass, setBypass] = useState(false);
  return (
    <ConfirmDialog
      title={props.title}
      trigger={props.trigger}
      confirmLabel={props.confirmLabel ?? 'Delete'}
      onConfirm={() => props.onConfirm({ allVersions, bypass })}
    >
      <div className="flex flex-col gap-3">
        <div>{props.children}</div>
        {props.offerAllVersions && (
          <CheckboxField
            label="Delete all versions"
            description="Removes every version for good, instead of hiding the latest behind a delete marker."
            checked={allVersions}
            onChange={setAllVersions}
          />
        )}
        {props.offerBypass && (
          <CheckboxField
            label="Bypass governance retention"
            description="Also deletes versions under a governance retention."
            checked={bypass}
            onChange={setBypass}
          />
        )}
      </div>
    </ConfirmDialog>
  );
}
