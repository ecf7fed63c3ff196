import { useRouteContext } from '@tanstack/react-router';
import type { ServiceAccountCreds } from '@/contract/service-accounts';
import { saveJsonFile } from '@/lib/save-file';
import { CopyableValue } from '@/ui/CopyableValue';
import { aliasImportFile } from './credentials-file';

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
