import { useState } from 'react';
import { BODY_LIMITS } from '@/contract/body-limits';
import { CONFIG_MESSAGES } from '@/contract/configs';
import { toApiError } from '@/lib/api/errors';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { saveFile } from '@/lib/save-file';
import { useUiStore } from '@/lib/store/ui-store';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogButton, DialogButtons } from '@/ui/dialogs';
import { LabelledControl } from '@/ui/fields';
import { exportedConfigText, useImportConfig } from '../api/configs';

export const EXPORT_FILE_NAME = 'minio-config.txt';

/** Saves the whole configuration (secrets included, as MinIO exports it) as a text file; never shown on screen. */
export function ExportConfigButton() {
  const [exporting, setExporting] = useState(false);
  const exportNow = () => {
    setExporting(true);
    exportedConfigText()
      .then((text) => saveFile(EXPORT_FILE_NAME, text, 'text/plain'))
      .catch((error) => useUiStore.getState().showError(toApiError(error)))
      .finally(() => setExporting(false));
  };
  return (
    <button type="button" className="btn-secondary" onClick={exportNow} disabled={exporting}>
      {exporting ? 'Exporting…' : 'Export'}
    </button>
  );
}

export function ImportConfigButton() {
  return (
    <DialogButton title="Import configuration" label="Import">
      {(close) => <ImportForm close={close} />}
    </DialogButton>
  );
}

function fileProblem(file: File | null): string | undefined {
  if (!file) return CONFIG_MESSAGES.importFileMissing;
  // The form around the file adds a few hundred bytes to what the server reads.
  if (file.size > BODY_LIMITS.configImport - 1024) return 'The file is larger than any configuration';
  return undefined;
}

function ImportForm({ close }: { close: () => void }) {
  const importConfig = useImportConfig();
  const form = useSchemaForm<{ file: File | null }>(
    { file: null },
    {
      validate: ({ file }) => ({ file: fileProblem(file) }),
      onSubmit: ({ file }) =>
        file &&
        importConfig.mutateAsync(file).then(() => {
          useUiStore.getState().showMessage('Configuration imported: restart MinIO to apply it');
          close();
        }),
    },
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Every line is checked against MinIO's help first: if any line is refused, nothing is imported.
      </p>
      <LabelledControl label="Configuration file" problem={form.problems.file}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".txt,text/plain"
            onChange={(event) => form.set('file', event.target.files?.[0] ?? null)}
            className="text-sm"
          />
        )}
      </LabelledControl>
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
      <DialogButtons disabled={form.submitting}>{form.submitting ? 'Importing…' : 'Import'}</DialogButtons>
    </form>
  );
}
