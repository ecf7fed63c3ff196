import { useState } from 'react';
import { LabelledControl } from '@/ui/fields';
import { fileAsBase64 } from './credentials-file';

/** Picks a GCS service account's JSON key file; its content goes on as base64, never shown. */
export function CredentialsFileField(props: {
  problem: string | undefined;
  onChange: (creds: string) => void;
}) {
  const [reading, setReading] = useState(false);
  return (
    <LabelledControl
      label="Credentials file"
      problem={props.problem}
      hint={reading ? 'Reading…' : 'The JSON key file of a service account that may write to the bucket.'}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/json,.json"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            setReading(true);
            props.onChange(file ? await fileAsBase64(file) : '');
            setReading(false);
          }}
          className="text-sm"
        />
      )}
    </LabelledControl>
  );
}
