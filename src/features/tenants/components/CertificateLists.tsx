import { TextAreaField } from '@/ui/fields';
import { newCaCertificate, newCertificatePair } from '../wizard/security-form';
import { withPairAdded, withPairChanged, withPairRemoved } from '../wizard/tenant-form';
import type { WizardFields } from './WizardPages';

export const PEM_HINT = 'PEM text, -----BEGIN …----- to -----END …-----.';

/** MinIO's key pairs and the CAs it trusts: each list keeps at least one entry. */
export function CertificateLists({ form }: { form: WizardFields }) {
  const { serverCertificates, caCertificates } = form.values;
  const changePair = (id: string, index: number, field: 'crt' | 'key', value: string) => {
    form.replace((values) => ({
      ...values,
      serverCertificates: withPairChanged(values.serverCertificates, id, { [field]: value }),
    }));
    form.touch(`serverCertificates.${index}.${field}`);
  };
  const changeCa = (id: string, index: number, value: string) => {
    form.replace((values) => ({
      ...values,
      caCertificates: withPairChanged(values.caCertificates, id, { crt: value }),
    }));
    form.touch(`caCertificates.${index}.crt`);
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label="MinIO certificates">
        {serverCertificates.map((pair, index) => (
          <li key={pair.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextAreaField
              label={`Certificate ${index + 1}`}
              rows={4}
              hint={PEM_HINT}
              value={pair.crt}
              onChange={(value) => changePair(pair.id, index, 'crt', value)}
              problem={form.problems[`serverCertificates.${index}.crt`]}
            />
            <TextAreaField
              label={`Private key ${index + 1}`}
              rows={4}
              hint={PEM_HINT}
              value={pair.key}
              onChange={(value) => changePair(pair.id, index, 'key', value)}
              problem={form.problems[`serverCertificates.${index}.key`]}
            />
            <RemoveButton
              what={`certificate ${index + 1}`}
              last={serverCertificates.length === 1}
              onRemove={() =>
                form.replace((values) => ({
                  ...values,
                  serverCertificates: withPairRemoved(values.serverCertificates, pair.id),
                }))
              }
            />
          </li>
        ))}
      </ul>
      <AddButton
        label="Add certificate"
        onAdd={() =>
          form.replace((values) => ({
            ...values,
            serverCertificates: withPairAdded(values.serverCertificates, newCertificatePair()),
          }))
        }
      />
      <ul className="flex flex-col gap-3" aria-label="CA certificates">
        {caCertificates.map((ca, index) => (
          <li key={ca.id} className="grid items-end gap-2 sm:grid-cols-[1fr_auto]">
            <TextAreaField
              label={`CA certificate ${index + 1} (optional)`}
              rows={4}
              hint={PEM_HINT}
              value={ca.crt}
              onChange={(value) => changeCa(ca.id, index, value)}
              problem={form.problems[`caCertificates.${index}.crt`]}
            />
            <RemoveButton
              what={`CA certificate ${index + 1}`}
              last={caCertificates.length === 1}
              onRemove={() =>
                form.replace((values) => ({
                  ...values,
                  caCertificates: withPairRemoved(values.caCertificates, ca.id),
                }))
              }
            />
          </li>
        ))}
      </ul>
      <AddButton
        label="Add CA certificate"
        onAdd={() =>
          form.replace((values) => ({
            ...values,
            caCertificates: withPairAdded(values.caCertificates, newCaCertificate()),
          }))
        }
      />
    </div>
  );
}

function RemoveButton({ what, last, onRemove }: { what: string; last: boolean; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={last}
      aria-label={`Remove ${what}`}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}

function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <div>
      <button type="button" className="btn-secondary" onClick={onAdd}>
        {label}
      </button>
    </div>
  );
}
