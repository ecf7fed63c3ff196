import { useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ServiceAccountCreds } from '@/contract/service-accounts';
import { aliasImportFile, saveJsonFile } from './credentials-file';

/** A new key's credentials, shown this once: each can be copied, both saved as a file `mc alias import` reads. */
export function NewAccessKeyCredentials({
  credentials,
  onDone,
}: {
  credentials: ServiceAccountCreds;
  onDone: () => void;
}) {
  const { session } = useRouteContext({ from: '/_console' });
  const file = aliasImportFile(credentials, session.serverEndPoint);
  return (
    <div className="flex flex-col gap-4">
      <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        <strong>Copy the secret key now or download the credentials:</strong> it will not be shown again.
      </p>
      <CopyableValue label="Access key" value={credentials.accessKey} />
      <CopyableValue label="Secret key" value={credentials.secretKey} />
      <div className="flex flex-wrap justify-end gap-2">
        {file && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => saveJsonFile(`${credentials.accessKey}-credentials.json`, file)}
          >
            Download for mc alias import
          </button>
        )}
        <button type="button" className="btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="field-input font-mono text-xs"
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={copy}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </button>
      </div>
      <p role="status" className="text-sm text-slate-500">
        {copied === true && 'Copied.'}
        {copied === false && 'The browser did not allow copying: select the text and copy it.'}
      </p>
    </div>
  );
}
