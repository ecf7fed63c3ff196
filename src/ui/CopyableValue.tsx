import { type ReactNode, useId } from 'react';
import { CopyButton } from './CopyButton';

/**
 * A value to paste elsewhere (a key, an ARN, a link) in a selectable field, with its copy button; `children`
 * says more under it.
 */
export function CopyableValue({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="field-input min-w-0 flex-1 font-mono text-xs"
        />
        <CopyButton value={value} what={label.toLowerCase()} />
      </div>
      {children && <p className="text-sm text-slate-500">{children}</p>}
    </div>
  );
}
