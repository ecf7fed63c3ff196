import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { niceBytes } from '@/lib/format/units';
import {
  CheckboxField,
  FeatureSwitch,
  RadioGroup,
  SelectField,
  SuggestingField,
  TextAreaField,
  TextField,
} from '@/ui/fields';
import { nodeLabelsQuery, parityQuery } from '../api/tenants';
import { erasureCodeCalculation } from '../wizard/erasure-code';
import { type NodeOffer, offerSummary } from '../wizard/node-resources';
import { MAX_VOLUME_BYTES } from '../wizard/pool-sizing';
import {
  newKeyPair,
  type PodAffinity,
  type TenantForm,
  withPairAdded,
  withPairChanged,
  withPairRemoved,
} from '../wizard/tenant-form';
import { chosenErasureCode, poolDistribution, poolShape, withNodeLabel } from '../wizard/tenant-request';
import { CertificateLists } from './CertificateLists';
import { PoolSizeInputs } from './PoolSizeInputs';
import { EncryptionFields, IdentityProviderFields, type SecurityForm } from './SecurityFields';

/** What a page of the wizard works on: the form's fields, and `replace` for fields changed as a whole. */
export type WizardFields = SecurityForm<TenantForm>;

/** What the nodes offer each server, and whether that could not be read. */
export interface NodeOfferState {
  offer: NodeOffer;
  failed: boolean;
}

export interface WizardPageProps {
  form: WizardFields;
  nodes: NodeOfferState;
}

/** The tenant's name and namespace, and the size of its first pool with each server's CPU and memory. */
export function SetupPage({ form, nodes }: WizardPageProps) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Name"
        {...form.bind('name')}
        hint='3 to 63 lowercase letters, digits and "-".'
        autoFocus
      />
      <TextField label="Namespace" {...form.bind('namespace')} hint="The namespace must exist already." />
      <PoolSizeInputs form={form}>
        <TextField label="Memory per server (Gi)" inputMode="numeric" {...form.bind('memoryNode')} />
        <TextField label="CPUs per server" inputMode="numeric" {...form.bind('cpuToUse')} />
        <TextField
          label="Memory limit per server (Gi)"
          inputMode="numeric"
          hint="Empty: no limit."
          {...form.bind('memoryLimit')}
        />
        <TextField
          label="CPU limit per server"
          inputMode="numeric"
          hint="Empty: no limit."
          {...form.bind('cpuLimit')}
        />
      </PoolSizeInputs>
      <NodeOfferNote nodes={nodes} />
      <PoolSummary form={form} />
    </div>
  );
}

/** What the nodes can give each server, or why that is not known. */
function NodeOfferNote({ nodes: { offer, failed } }: { nodes: NodeOfferState }) {
  if (offer.kind === 'offered') return <p className="text-sm text-slate-700">{offerSummary(offer)}</p>;
  if (offer.kind === 'tooFewNodes')
    return (
      <p role="alert" className="text-sm text-danger-700">
        {`Fewer nodes than servers: ${offer.detail}.`}
      </p>
    );
  return failed ? (
    <p className="text-sm text-danger-700">The CPU and memory the nodes can give could not be read.</p>
  ) : null;
}

/** How the pool spreads over its servers, and the parity chosen among those MinIO offers for it. */
function PoolSummary({ form }: { form: WizardFields }) {
  const distribution = poolDistribution(form.values);
  const fits = distribution.error === '';
  const parities = useQuery({ ...parityQuery(distribution.nodes, distribution.disks), enabled: fits });
  if (!fits)
    return (
      <p role="alert" className="text-sm text-danger-700">
        {form.problems.distribution ?? distribution.error}
      </p>
    );
  const offered = parities.data ?? [];
  const calculation = erasureCodeCalculation(offered, poolShape(distribution));
  const chosen = chosenErasureCode(form.values.ecParity, offered, calculation.defaultEC);
  const factor = calculation.storageFactors.find((entry) => entry.erasureCode === chosen);
  return (
    <section
      aria-label="Pool"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-700">
        {`${distribution.nodes} servers with ${distribution.disks} drives each: ${distribution.persistentVolumes} volumes of ${niceBytes(distribution.pvSize)} (at most ${niceBytes(MAX_VOLUME_BYTES)} each).`}
      </p>
      {parities.isError && (
        <p className="text-sm text-danger-700">The parities MinIO offers could not be read.</p>
      )}
      {offered.length > 0 && (
        <SelectField
          label="Erasure code parity"
          value={chosen}
          options={offered.map((code) => [code, code] as const)}
          onChange={(code) => form.set('ecParity', code)}
        />
      )}
      {factor && (
        <dl className="grid gap-1 text-sm sm:grid-cols-3">
          <dt className="text-slate-500">Usable capacity</dt>
          <dd className="font-medium sm:col-span-2">{niceBytes(factor.maxCapacity)}</dd>
          <dt className="text-slate-500">Raw capacity</dt>
          <dd className="font-medium sm:col-span-2">{niceBytes(calculation.rawCapacity)}</dd>
          <dt className="text-slate-500">Drives that may fail</dt>
          <dd className="font-medium sm:col-span-2">{factor.maxFailureTolerations}</dd>
        </dl>
      )}
    </section>
  );
}

/** The image, what is exposed outside the cluster, and who the servers run as. */
export function ConfigurePage({ form }: { form: WizardFields }) {
  return (
    <div className="flex flex-col gap-4">
      <FeatureSwitch
        label="Custom image"
        description="Run another MinIO image than the operator's own; left empty, the operator's is used."
        checked={form.values.customImage}
        disabled={false}
        onChange={(on) => form.set('customImage', on)}
      >
        <TextField
          label="Image"
          {...form.bind('imageName')}
          hint="e.g. quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z"
        />
      </FeatureSwitch>
      <CheckboxField
        label="Expose MinIO"
        description="Gives the MinIO service an address outside the cluster."
        checked={form.values.exposeMinIO}
        onChange={(on) => form.set('exposeMinIO', on)}
      />
      <CheckboxField
        label="Expose the console"
        description="Gives the tenant's console an address outside the cluster."
        checked={form.values.exposeConsole}
        onChange={(on) => form.set('exposeConsole', on)}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">Security context</legend>
        <TextField label="Run as user" inputMode="numeric" {...form.bind('runAsUser')} />
        <TextField label="Run as group" inputMode="numeric" {...form.bind('runAsGroup')} />
        <TextField label="File system group" inputMode="numeric" {...form.bind('fsGroup')} />
      </fieldset>
      <CheckboxField
        label="Run as a user other than root"
        checked={form.values.runAsNonRoot}
        onChange={(on) => form.set('runAsNonRoot', on)}
      />
    </div>
  );
}

const AFFINITY_OPTIONS: readonly { value: PodAffinity; label: string; description: string }[] = [
  { value: 'none', label: 'Anywhere', description: 'Servers may share a node.' },
  {
    value: 'default',
    label: 'One server a node',
    description: 'No two servers of the pool on the same node.',
  },
  { value: 'nodeSelector', label: 'Nodes with labels', description: 'Only nodes carrying these labels.' },
];

/** At most this many of the cluster's label keys, or of a key's values, are offered. */
const MAX_LABEL_SUGGESTIONS = 200;

/** A label of the cluster's nodes to add: its keys offered, then the values of the key chosen; any text goes. */
function NodeLabelPicker({ onAdd }: { onAdd: (key: string, value: string) => void }) {
  const labels = useQuery(nodeLabelsQuery());
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const known = labels.data ?? {};
  const values = Object.hasOwn(known, key.trim()) ? (known[key.trim()] ?? []) : [];
  const add = () => {
    onAdd(key, value);
    setKey('');
    setValue('');
  };
  return (
    <fieldset className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
      <legend className="mb-2 text-sm font-medium text-slate-700">Add a node label</legend>
      <SuggestingField
        label="Label key"
        suggestions={Object.keys(known).slice(0, MAX_LABEL_SUGGESTIONS)}
        value={key}
        onChange={setKey}
        problem={undefined}
      />
      <SuggestingField
        label="Label value"
        suggestions={values.slice(0, MAX_LABEL_SUGGESTIONS)}
        value={value}
        onChange={setValue}
        problem={undefined}
      />
      <button type="button" className="btn-secondary" disabled={key.trim() === ''} onClick={add}>
        Add label
      </button>
      {labels.isError && (
        <p className="text-sm text-danger-700 sm:col-span-3">
          The nodes' labels could not be read: type the label instead.
        </p>
      )}
    </fieldset>
  );
}

/** Which nodes the servers run on. */
export function AffinityPage({ form }: { form: WizardFields }) {
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        legend="Pod placement"
        name="podAffinity"
        value={form.values.podAffinity}
        options={AFFINITY_OPTIONS}
        onChange={(value) => form.set('podAffinity', value)}
      />
      {form.values.podAffinity === 'nodeSelector' && (
        <>
          <NodeLabelPicker
            onAdd={(key, value) =>
              form.set('nodeSelectorLabels', withNodeLabel(form.values.nodeSelectorLabels, key, value))
            }
          />
          <TextAreaField
            label="Node labels"
            rows={4}
            hint="One key=value a line."
            {...form.bind('nodeSelectorLabels')}
          />
          <CheckboxField
            label="One server a node"
            checked={form.values.withPodAntiAffinity}
            onChange={(on) => form.set('withPodAntiAffinity', on)}
          />
        </>
      )}
    </div>
  );
}

/** The users created with the tenant; there is always at least one. */
function UserKeys({ form }: { form: WizardFields }) {
  const { keys } = form.values;
  const change = (id: string, index: number, field: 'accessKey' | 'secretKey', value: string) => {
    form.replace((values) => ({ ...values, keys: withPairChanged(values.keys, id, { [field]: value }) }));
    form.touch(`keys.${index}.${field}`);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        The tenant starts with these users, each with its access key and secret key. Keep the secret keys:
        they are not shown again.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Users">
        {keys.map((pair, index) => (
          <li key={pair.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={`Access key of user ${index + 1}`}
              value={pair.accessKey}
              onChange={(value) => change(pair.id, index, 'accessKey', value)}
              problem={form.problems[`keys.${index}.accessKey`]}
            />
            <TextField
              label={`Secret key of user ${index + 1}`}
              value={pair.secretKey}
              onChange={(value) => change(pair.id, index, 'secretKey', value)}
              problem={form.problems[`keys.${index}.secretKey`]}
            />
            <button
              type="button"
              className="btn-secondary"
              disabled={keys.length === 1}
              aria-label={`Remove user ${index + 1}`}
              onClick={() =>
                form.replace((values) => ({ ...values, keys: withPairRemoved(values.keys, pair.id) }))
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            form.replace((values) => ({ ...values, keys: withPairAdded(values.keys, newKeyPair()) }))
          }
        >
          Add user
        </button>
      </div>
    </div>
  );
}

/** Built-in users, and MinIO's external identity provider if any: OpenID or LDAP. */
export function IdentityProviderPage({ form }: { form: WizardFields }) {
  return (
    <div className="flex flex-col gap-4">
      <IdentityProviderFields form={form} />
      <UserKeys form={form} />
    </div>
  );
}

/** Certificates the operator issues, and certificates of the tenant's own: MinIO's key pairs and the CAs it trusts. */
export function SecurityPage({ form }: { form: WizardFields }) {
  return (
    <div className="flex flex-col gap-4">
      <FeatureSwitch
        label="Automatic certificates"
        description="The operator issues and renews the servers' TLS certificates, signed by the cluster's CA."
        checked={form.values.enableAutoCert}
        disabled={false}
        onChange={(on) => form.set('enableAutoCert', on)}
      />
      <FeatureSwitch
        label="Custom certificates"
        description="MinIO also answers with these certificates, and trusts these CAs."
        checked={form.values.enableCustomCerts}
        disabled={false}
        onChange={(on) => form.set('enableCustomCerts', on)}
      >
        <CertificateLists form={form} />
      </FeatureSwitch>
    </div>
  );
}

/** Encryption of objects with keys kept by KES in a key store. */
export function EncryptionPage({ form }: { form: WizardFields }) {
  return (
    <FeatureSwitch
      label="Encryption"
      description="MinIO encrypts objects with keys from KES, which keeps them in the key store chosen here."
      checked={form.values.enableEncryption}
      disabled={false}
      onChange={(on) => form.set('enableEncryption', on)}
    >
      <EncryptionFields form={form} />
    </FeatureSwitch>
  );
}
