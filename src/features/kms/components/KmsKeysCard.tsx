import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type KmsKeyInfo, kmsCreateKeyRequestSchema } from '@/contract/kms';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CELL, DataTable } from '@/ui/data-table';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { SettingCard } from '@/ui/SettingCard';
import { kmsKeyListQuery, kmsKeyStatusQuery, useCreateKmsKey } from '../api/kms';
import type { KmsControls } from './access';
import { KmsQuery } from './KmsQuery';

/** The KMS's keys, a check of one of them, and a new key where the KMS makes them. */
export function KmsKeysCard({ may }: { may: KmsControls }) {
  const keys = useQuery({ ...kmsKeyListQuery(), enabled: may.listKeys });
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <SettingCard title="Keys" action={may.createKey && <CreateKeyButton />}>
      <KmsQuery allowed={may.listKeys} query={keys}>
        {(list) => <KeyTable keys={list} mayCheck={may.keyStatus} onCheck={setChecked} />}
      </KmsQuery>
      {checked && <KeyCheck name={checked} />}
    </SettingCard>
  );
}

function KeyTable(props: { keys: KmsKeyInfo[]; mayCheck: boolean; onCheck: (name: string) => void }) {
  if (props.keys.length === 0) return <p className="text-sm text-slate-600">The KMS has no keys.</p>;
  return (
    <DataTable label="KMS keys" headers={['Name', 'Created', 'Created by', 'Actions']}>
      {props.keys.map((key) => (
        <tr key={key.name}>
          <td className={CELL}>{key.name}</td>
          <td className={CELL}>{createdAt(key.createdAt)}</td>
          <td className={CELL}>{key.createdBy || '—'}</td>
          <td className={CELL}>
            {props.mayCheck && (
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-label={`Check key ${key.name}`}
                onClick={() => props.onCheck(key.name)}
              >
                Check
              </button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** MinIO's static key has no creation time: it reports the zero time, shown as unknown. */
function createdAt(value: string | undefined): string {
  if (!value || value.startsWith('0001-')) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** Whether the KMS encrypts and decrypts with the key, in MinIO's words where it cannot. */
function KeyCheck({ name }: { name: string }) {
  const status = useQuery(kmsKeyStatusQuery(name));
  return (
    <section aria-label={`Check of key ${name}`} className="text-sm text-slate-700">
      <QueryContent query={status}>
        {(result) => (
          <ul className="list-disc pl-5">
            <li>
              {result.encryptionErr ? `${name} cannot encrypt: ${result.encryptionErr}` : `${name} encrypts`}
            </li>
            <li>
              {result.decryptionErr ? `${name} cannot decrypt: ${result.decryptionErr}` : `${name} decrypts`}
            </li>
          </ul>
        )}
      </QueryContent>
    </section>
  );
}

function CreateKeyButton() {
  return (
    <DialogButton title="Create Key" label="Create Key" className={SMALL_BUTTON}>
      {(close) => <CreateKeyForm onCreated={close} />}
    </DialogButton>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateKmsKey();
  const form = useSchemaForm(
    { key: '' },
    {
      validate: (values) => schemaProblems(kmsCreateKeyRequestSchema, values),
      onSubmit: async ({ key }) => {
        await create.mutateAsync(key);
        useUiStore.getState().showMessage(`Key ${key} created`);
        onCreated();
      },
    },
  );
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={null} submitLabel="Create">
      <TextField label="Key name" autoFocus {...form.bind('key')} />
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
    </DialogForm>
  );
}
