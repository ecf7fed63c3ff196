import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { INSPECT_KEY_HEADER, inspect, inspectFileName, inspectQuerySchema } from '@/contract/inspect';
import { fetchDownload } from '@/lib/api/client';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { saveFile } from '@/lib/save-file';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CopyableValue } from '@/ui/CopyableValue';
import { ResultDialog } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';

interface InspectValues {
  volume: string;
  file: string;
}

/** Downloads the data and saves it; the key MinIO sealed it with comes back to be shown. */
async function downloadInspectData({ volume, file }: InspectValues): Promise<string> {
  const { blob, headers } = await fetchDownload(inspect, { query: { volume, file } });
  saveFile(inspectFileName(volume, file, true), blob, 'application/octet-stream');
  return headers.get(INSPECT_KEY_HEADER) ?? '';
}

function KeyDialog({ decryptionKey, onClose }: { decryptionKey: string; onClose: () => void }) {
  return (
    <ResultDialog title="Decryption key" onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          MinIO sealed the download with this key. It is shown only now: keep it with the file, which cannot
          be opened without it.
        </p>
        <CopyableValue label="Key" value={decryptionKey} />
      </div>
    </ResultDialog>
  );
}

/** MinIO's raw data of the files matching a pattern (xl.meta and parts), for a support case. */
export function InspectPage() {
  const [shownKey, setShownKey] = useState('');
  const download = useMutation({ mutationFn: downloadInspectData, onSuccess: setShownKey });
  const form = useSchemaForm<InspectValues>(
    { volume: '', file: '' },
    {
      validate: (values) => schemaProblems(inspectQuerySchema, values),
      onSubmit: (values) => download.mutate(values),
    },
  );
  return (
    <>
      <PageHeader title="Inspect" />
      <form
        onSubmit={form.handleSubmit}
        noValidate
        aria-label="Inspect"
        className="flex max-w-2xl flex-col gap-4 p-6"
      >
        <TextField
          label="Volume"
          hint="A bucket, or one of MinIO's own such as .minio.sys"
          {...form.bind('volume')}
        />
        <TextField
          label="File"
          hint="A path in the volume, e.g. photos/a.jpg/xl.meta; * and ? match any text and any one character"
          {...form.bind('file')}
        />
        {download.error && <ApiErrorAlert error={download.error} />}
        <div>
          <button type="submit" className="btn-primary" disabled={download.isPending}>
            {download.isPending ? 'Downloading…' : 'Download'}
          </button>
        </div>
      </form>
      {shownKey && <KeyDialog decryptionKey={shownKey} onClose={() => setShownKey('')} />}
    </>
  );
}
