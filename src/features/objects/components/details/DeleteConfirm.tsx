import { type ReactNode, useState } from 'react';
import { ConfirmButton, type DialogTrigger, SMALL_BUTTON } from '@/ui/dialogs';
import { CheckboxField } from '@/ui/fields';

export interface DeleteChoices {
  allVersions: boolean;
  bypass: boolean;
}

/** The look of a button that deletes objects or versions. */
export const DANGER_BUTTON = `${SMALL_BUTTON} text-danger-700`;

const CHOICES: readonly { choice: keyof DeleteChoices; label: string; description: string }[] = [
  {
    choice: 'allVersions',
    label: 'Delete all versions',
    description: 'Removes every version for good, instead of hiding the latest behind a delete marker.',
  },
  {
    choice: 'bypass',
    label: 'Bypass governance retention',
    description: 'Also deletes versions under a governance retention.',
  },
];

/**
 * A delete behind a confirmation, with the choices that apply: every version (in a versioned bucket) and the
 * governance bypass (for whoever holds it, in a bucket with object locking).
 */
export function DeleteConfirm({
  offerAllVersions = false,
  offerBypass,
  onConfirm,
  children,
  ...button
}: DialogTrigger & {
  title: string;
  children: ReactNode;
  offerAllVersions?: boolean;
  offerBypass: boolean;
  onConfirm: (choices: DeleteChoices) => Promise<unknown>;
}) {
  const [choices, setChoices] = useState<DeleteChoices>({ allVersions: false, bypass: false });
  const offered: DeleteChoices = { allVersions: offerAllVersions, bypass: offerBypass };
  return (
    <ConfirmButton {...button} confirmLabel="Delete" onConfirm={() => onConfirm(choices)}>
      <div className="flex flex-col gap-3">
        <div>{children}</div>
        {CHOICES.filter(({ choice }) => offered[choice]).map(({ choice, label, description }) => (
          <CheckboxField
            key={choice}
            label={label}
            description={description}
            checked={choices[choice]}
            onChange={(on) => setChoices((current) => ({ ...current, [choice]: on }))}
          />
        ))}
      </div>
    </ConfirmButton>
  );
}
