import { useState } from 'react';
import {
  type ServiceAccountCreds,
  type ServiceAccountRequestCreds,
  serviceAccountRequestCredsSchema,
} from '@/contract/service-accounts';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DateTimeField, localDateTimeValue } from '@/ui/date-time-field';
import { DialogButton, DialogForm } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { CreateIcon } from '@/ui/icons';
import { type AccessKeyOwner, useCreateAccessKey } from '../../api/access-keys';
import { generateKeys } from '../generate-keys';
import { expiryProblems, rfc3339OfLocal } from './expiry-field';
import { NewAccessKeyCredentials } from './NewAccessKeyCredentials';
import { RestrictingPolicyField, useRestriction } from './RestrictingPolicyField';

/** Opens the creation of an access key; once created, the same dialog shows its secret, once. */
export function CreateAccessKeyButton({ owner }: { owner: AccessKeyOwner }) {
  return (
    <DialogButton
      icon={CreateIcon}
      title="Create access key"
      label="Create access key"
      className="btn-primary"
    >
      {(close) => <CreateAccessKeyFlow owner={owner} close={close} />}
    </DialogButton>
  );
}

function CreateAccessKeyFlow({ owner, close }: { owner: AccessKeyOwner; close: () => void }) {
  const [created, setCreated] = useState<ServiceAccountCreds | null>(null);
  return created ? (
    <NewAccessKeyCredentials credentials={created} onDone={close} />
  ) : (
    <CreateAccessKeyForm owner={owner} onCreated={setCreated} />
  );
}

const newKeyValues = () => ({
  ...generateKeys(),
  name: '',
  description: '',
  /** A `datetime-local` value; empty for a key that never expires. */
  expiry: '',
});

type NewKeyValues = ReturnType<typeof newKeyValues>;

/** Only what was filled in is sent: an empty name, description or expiry is no name, description or expiry. */
function createRequest(values: NewKeyValues, policy: string | undefined): ServiceAccountRequestCreds {
  const expiry = rfc3339OfLocal(values.expiry);
  return {
    accessKey: values.accessKey,
    secretKey: values.secretKey,
    ...(values.name !== '' && { name: values.name }),
    ...(values.description !== '' && { description: values.description }),
    ...(expiry !== undefined && { expiry }),
    ...(policy !== undefined && { policy }),
  };
}

function CreateAccessKeyForm({
  owner,
  onCreated,
}: {
  owner: AccessKeyOwner;
  onCreated: (credentials: ServiceAccountCreds) => void;
}) {
  const create = useCreateAccessKey(owner);
  const restriction = useRestriction(owner, { restrict: false, policy: null });
  const policy = restriction.restrict ? restriction.text : undefined;
  const form = useSchemaForm(newKeyValues, {
    validate: (values) => ({
      ...schemaProblems(serviceAccountRequestCredsSchema, createRequest(values, policy)),
      ...expiryProblems(values.expiry),
      restriction: restriction.problem,
    }),
    onSubmit: (values) => create.mutateAsync(createRequest(values, policy)).then(onCreated),
  });

  const regenerate = () => form.replace((values) => ({ ...values, ...generateKeys() }));
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Create"
    >
      <div className="flex flex-col gap-3">
        <TextField label="Access key" {...form.bind('accessKey')} />
        <TextField label="Secret key" {...form.bind('secretKey')} />
        <button type="button" onClick={regenerate} className="btn-secondary self-start">
          Generate new keys
        </button>
      </div>
      <TextField label="Name" {...form.bind('name')} hint="Optional" />
      <TextField label="Description" {...form.bind('description')} hint="Optional" />
      <DateTimeField
        label="Expiry"
        {...form.bind('expiry')}
        min={localDateTimeValue(new Date())}
        hint="Optional, in your browser's time zone. Without one the key never expires."
      />
      <RestrictingPolicyField restriction={restriction} submitted={form.submitted} />
    </DialogForm>
  );
}
