import { type ReactNode, useId } from 'react';
import { DialogButton, SMALL_BUTTON } from '@/ui/dialogs';

/** One setting of the bucket: its title, the button that changes it (when allowed), and what it is now. */
export function SettingCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Why a setting cannot be changed here. */
export function Explanation({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{children}</p>;
}

/** The card's button opening the dialog that changes the setting; the dialog is titled like the button. */
export function EditDialogButton({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogButton title={label} label={label} className={SMALL_BUTTON}>
      {children}
    </DialogButton>
  );
}
