import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readableDocument } from '@/contract/json-document';
import {
  type ServiceAccount,
  type UpdateServiceAccountRequest,
  updateServiceAccountRequestSchema,
} from '@/contract/service-accounts';
import { schemaProblems } from '@/lib/form/fields';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { accessKeyQuery } from '@/lib/resources/iam';
import { useUiStore } from '@/lib/store/ui-store';
import { DateTimeField, localDateTimeValue } from '@/ui/date-time-field';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { FeatureSwitch, TextField } from '@/ui/fields';
import { QueryContent } from '@/ui/QueryContent';
import { type AccessKeyOwner, useUpdateAccessKey } from '../../api/access-keys';
import { expiryDate, isEnabled } from './access-key-rules';
import { expiryProblems, rfc3339OfLocal } from './expiry-field';
import { RestrictingPolicyField, useRestriction } from './RestrictingPolicyField';

/** A row's "Edit": the key's status, name, description, expiry and restricting policy. */
export function EditAccessKeyButton({ owner, accessKey }: { owner: AccessKeyOwner; accessKey: string }) {
  return (
    <DialogButton
      title={`Edit access key ${accessKey}`}
      label="Edit"
      aria-label={`Edit access key ${accessKey}`}
      className={SMALL_BUTTON}
    >
      {(close) => <EditAccessKey owner={owner} accessKey={accessKey} onSaved={close} />}
    </DialogButton>
  );
}

function EditAccessKey(props: { owner: AccessKeyOwner; accessKey: string; onSaved: () => void }) {
  const key = useQuery(accessKeyQuery(props.accessKey));
  return (
    <QueryContent query={key} retry>
      {(current) => <EditAccessKeyForm {...props} current={current} />}
    </QueryContent>
  );
}

const valuesOf = (current: ServiceAccount) => {
  const expiry = expiryDate(current.expiration);
  return {
    enabled: isEnabled(current),
    name: current.name ?? '',
    description: current.description ?? '',
    expiry: expiry ? localDateTimeValue(expiry) : '',
  };
};

type KeyValues = ReturnType<typeof valuesOf>;

/**
 * The change as MinIO takes it: `policy` '' puts the key back on its owner's policy; the expiry is sent only
 * when changed (a key past its expiry can still be renamed).
 */
function updateRequest(values: KeyValues, start: KeyValues, policy: string): UpdateServiceAccountRequest {
  const expiry = values.expiry === start.expiry ? undefined : rfc3339OfLocal(values.expiry);
  return {
    policy,
    name: values.name,
    description: values.description,
    status: values.enabled ? 'on' : 'off',
    ...(expiry !== undefined && { expiry }),
  };
}

/** MinIO can move a key's expiry but not take it away. */
const expiryKeptProblems = (values: KeyValues, start: KeyValues) =>
  start.expiry !== '' && values.expiry === ''
    ? { expiry: 'An expiry can be moved but not removed' }
    : expiryProblems(values.expiry);

function EditAccessKeyForm({
  owner,
  accessKey,
  current,
  onSaved,
}: {
  owner: AccessKeyOwner;
  accessKey: string;
  current: ServiceAccount;
  onSaved: () => void;
}) {
  const update = useUpdateAccessKey(owner);
  const restricted = current.impliedPolicy !== true && (current.policy ?? '') !== '';
  const restriction = useRestriction(owner, {
    restrict: restricted,
    policy: restricted ? readableDocument(current.policy ?? '') : null,
  });
  const policy = restriction.restrict ? restriction.text : '';
  const [start] = useState(() => valuesOf(current));
  const form = useSchemaForm(start, {
    validate: (values) => ({
      ...schemaProblems(updateServiceAccountRequestSchema, updateRequest(values, start, policy)),
      ...expiryKeptProblems(values, start),
      restriction: restriction.problem,
    }),
    onSubmit: (values) =>
      update.mutateAsync({ accessKey, change: updateRequest(values, start, policy) }).then(() => {
        useUiStore.getState().showMessage(`Access key ${accessKey} saved`);
        onSaved();
      }),
  });

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      <FeatureSwitch
        label="Enabled"
        description="A disabled key signs no request until it is enabled again."
        checked={form.values.enabled}
        disabled={form.submitting}
        onChange={(on) => form.set('enabled', on)}
      />
      <TextField label="Name" {...form.bind('name')} />
      <TextField label="Description" {...form.bind('description')} />
      <DateTimeField
        label="Expiry"
        {...form.bind('expiry')}
        min={localDateTimeValue(new Date())}
        hint={
          start.expiry === ''
            ? "Optional, in your browser's time zone. Without one the key never expires."
            : "In your browser's time zone."
        }
      />
      <RestrictingPolicyField restriction={restriction} submitted={form.submitted} />
    </DialogForm>
  );
}
