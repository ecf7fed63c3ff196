import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import type { Icon } from '@/ui/icons';

/** The button that opens a dialog. */
export interface DialogTrigger {
  label: ReactNode;
  /** Drawn before the label. */
  icon?: Icon;
  /** Its accessible name, where the label alone does not say what it acts on (a row's "Delete"). */
  'aria-label'?: string;
  /** Its look: a secondary button unless given. */
  className?: string;
}

/** The compact secondary button of table rows and cards. */
export const SMALL_BUTTON = 'btn-secondary px-3 py-1';

interface DialogButtonProps extends DialogTrigger {
  title: string;
  /**
   * The dialog's form, mounted each time the dialog opens (so it starts from the current values) and given
   * a way to close it once saved.
   */
  children: (close: () => void) => ReactNode;
}

/** A button opening a modal dialog; Radix keeps the focus inside and returns it to the button. */
export function DialogButton({
  title,
  label,
  icon: TriggerIcon,
  className = 'btn-secondary',
  children,
  ...button
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={className} {...button}>
          {TriggerIcon && <TriggerIcon aria-hidden />}
          {label}
        </button>
      </Dialog.Trigger>
      <DialogPanel title={title}>{children(() => setOpen(false))}</DialogPanel>
    </Dialog.Root>
  );
}

/** The modal panel of a dialog: its title and content over the page. */
function DialogPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="mb-4 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A dialog the page opens itself (to show a result), closed by its Close button or Escape. */
export function ResultDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPanel title={title}>
        {children}
        <div className="mt-4 flex justify-end">
          <Dialog.Close asChild>
            <button type="button" className="btn-primary">
              Close
            </button>
          </Dialog.Close>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

interface DialogFormProps {
  onSubmit: () => void;
  pending: boolean;
  /** The failed save, shown above the buttons; the fields keep what was typed. */
  error: unknown;
  submitLabel: string;
  /** Styles the submit button as a destructive action. */
  destructive?: boolean;
  /** Shows the refusal's detail from the start, where it says what to fix (a parser's or Kubernetes' words). */
  showErrorDetail?: boolean;
  children?: ReactNode;
}

/** The body of a setting dialog: its fields, the server's refusal if any, Cancel and the submit button. */
export function DialogForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  destructive,
  showErrorDetail,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {children}
      {error ? <ApiErrorAlert error={error} showDetail={showErrorDetail} /> : null}
      <DialogButtons destructive={destructive} disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </DialogButtons>
    </form>
  );
}

/** The end of a dialog's form: Cancel, which closes it, and the submit button. */
export function DialogButtons(props: { destructive?: boolean; disabled: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end gap-2">
      <Dialog.Close asChild>
        <button type="button" className="btn-secondary">
          Cancel
        </button>
      </Dialog.Close>
      <button
        type="submit"
        disabled={props.disabled}
        className={props.destructive ? 'btn-primary bg-danger-600 hover:bg-danger-800' : 'btn-primary'}
      >
        {props.children}
      </button>
    </div>
  );
}

/** Asks before a destructive change; the change runs, and the dialog closes, only once confirmed and done. */
export function ConfirmButton({
  confirmLabel,
  children,
  onConfirm,
  ...button
}: DialogTrigger & {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <DialogButton {...button}>
      {(close) => (
        <ConfirmForm confirmLabel={confirmLabel} onConfirm={onConfirm} close={close}>
          {children}
        </ConfirmForm>
      )}
    </DialogButton>
  );
}

const NOTHING = {};

function ConfirmForm(props: {
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
  close: () => void;
}) {
  const form = useSchemaForm(NOTHING, {
    validate: () => NOTHING,
    onSubmit: () => props.onConfirm().then(props.close),
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel={props.confirmLabel}
      destructive
    >
      <div className="text-sm text-slate-700">{props.children}</div>
    </DialogForm>
  );
}
