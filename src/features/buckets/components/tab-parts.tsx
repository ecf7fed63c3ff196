import type { ReactNode } from 'react';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { ConfirmButton, DialogButton, SMALL_BUTTON } from '@/ui/dialogs';

/** The title of a bucket settings tab, what it is for, and its actions. */
export function TabHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-prose">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/**
 * A tab's rules as a table, one row each with its buttons in the last column; without rules, what the tab
 * is for and how to add one.
 */
export function RuleTable<Rule>(props: {
  label: string;
  /** The rules' columns; the buttons' column comes after them. */
  headers: readonly ReactNode[];
  rules: readonly Rule[];
  keyOf: (rule: Rule) => string;
  /** The row's cells before its buttons. */
  cells: (rule: Rule) => ReactNode;
  /** The row's buttons; none for whoever may not change the rules. */
  actions: ((rule: Rule) => ReactNode) | false;
  emptyTitle: string;
  empty: ReactNode;
}) {
  const { actions } = props;
  if (props.rules.length === 0) return <EmptyState title={props.emptyTitle}>{props.empty}</EmptyState>;
  return (
    <DataTable label={props.label} headers={[...props.headers, ACTIONS_HEADER]}>
      {props.rules.map((rule) => (
        <tr key={props.keyOf(rule)}>
          {props.cells(rule)}
          <td className={`${CELL} whitespace-nowrap text-right`}>
            {actions && <div className="flex justify-end gap-2">{actions(rule)}</div>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

const ACTIONS_HEADER = <span className="sr-only">Actions</span>;

/** A row's Edit button, opening the rule's form. */
export function EditRuleButton(props: {
  title: string;
  ruleId: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogButton
      title={props.title}
      label="Edit"
      aria-label={`Edit rule ${props.ruleId}`}
      className={SMALL_BUTTON}
    >
      {props.children}
    </DialogButton>
  );
}

/** A row's Delete button, asking first what deleting the rule changes. */
export function DeleteRuleButton(props: {
  title: string;
  'aria-label': string;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  return <ConfirmButton {...props} label="Delete" className={SMALL_BUTTON} confirmLabel="Delete" />;
}
