import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  GROUP_NAME_MAX_LENGTH,
  iamNameProblem,
  POLICY_NAME_MAX_LENGTH,
  USER_ACCESS_KEY_MAX_LENGTH,
} from '@/contract/iam-names';
import type { SessionResponse } from '@/contract/session';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { GLOBAL_RESOURCE, hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';
import { groupListQuery, policyListQuery, userListQuery } from '@/lib/resources/iam';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { LabelledControl, SelectField } from '@/ui/fields';
import { PolicySimulator } from '@/ui/PolicySimulator';
import { type Principal, usePrincipalPolicies } from './principal-policies';

const KINDS = {
  user: { label: 'User', maxLength: USER_ACCESS_KEY_MAX_LENGTH, list: ADMIN.ListUsers },
  group: { label: 'Group', maxLength: GROUP_NAME_MAX_LENGTH, list: ADMIN.ListGroups },
  policy: { label: 'Policy', maxLength: POLICY_NAME_MAX_LENGTH, list: ADMIN.ListUserPolicies },
} as const;

const KIND_OPTIONS = Object.entries(KINDS).map(([kind, { label }]) => [kind, label] as const);

/** The names offered in the name field: at most this many, the browser filters them as one types. */
const MAX_SUGGESTIONS = 1000;

/**
 * The policy simulator for a principal the admin picks (a user, a group or a policy; the page's own at first):
 * it evaluates the policies in force for that principal.
 */
export function PrincipalPolicySimulator({ initial }: { initial: Principal }) {
  const [principal, setPrincipal] = useState(initial);
  const inForce = usePrincipalPolicies(principal);
  return (
    <section aria-label="Policy simulator" className="flex flex-col gap-4">
      <PrincipalPicker initial={principal} onPick={setPrincipal} />
      {inForce.pending ? (
        <p role="status" className="text-sm text-slate-500">
          Reading the policies in force…
        </p>
      ) : inForce.error ? (
        <div className="flex flex-col items-start gap-2">
          <ApiErrorAlert error={inForce.error} />
          <button type="button" className="btn-secondary" onClick={inForce.retry}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <PoliciesInForce principal={principal} names={inForce.policies.map((policy) => policy.name)} />
          {inForce.notes.map((note) => (
            <p key={note} role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {note}
            </p>
          ))}
          <PolicySimulator
            key={`${principal.kind}:${principal.name}`}
            policies={inForce.policies}
            title={`Simulate as ${KINDS[principal.kind].label.toLowerCase()} ${principal.name}`}
          />
        </>
      )}
    </section>
  );
}

function PoliciesInForce({ principal, names }: { principal: Principal; names: readonly string[] }) {
  const whose = `${KINDS[principal.kind].label.toLowerCase()} ${principal.name}`;
  return (
    <p className="text-sm text-slate-700">
      {names.length === 0
        ? `No policy applies to the ${whose}: MinIO denies every request.`
        : `Policies in force for the ${whose}: ${names.join(', ')}.`}
    </p>
  );
}

const mayList = (session: SessionResponse, kind: Principal['kind']) =>
  hasPermission(session.permissions, GLOBAL_RESOURCE, [KINDS[kind].list]);

/** The names of the kind's list, when the session may read it. */
function useSuggestions(kind: Principal['kind']): readonly string[] {
  const { session } = useRouteContext({ from: '/_console' });
  const users = useQuery({ ...userListQuery(), enabled: kind === 'user' && mayList(session, 'user') });
  const groups = useQuery({ ...groupListQuery(), enabled: kind === 'group' && mayList(session, 'group') });
  const policies = useQuery({
    ...policyListQuery(),
    enabled: kind === 'policy' && mayList(session, 'policy'),
  });
  const names =
    kind === 'user'
      ? users.data?.map((user) => user.accessKey)
      : kind === 'group'
        ? groups.data
        : policies.data?.map((policy) => policy.name);
  return (names ?? []).slice(0, MAX_SUGGESTIONS);
}

/** Which principal to simulate: a kind and a name (suggested from its list), applied with "Simulate as". */
function PrincipalPicker({
  initial,
  onPick,
}: {
  initial: Principal;
  onPick: (principal: Principal) => void;
}) {
  const form = useSchemaForm(initial, {
    validate: ({ kind, name }) => ({
      name: iamNameProblem(KINDS[kind].label.toLowerCase(), name, KINDS[kind].maxLength) ?? undefined,
    }),
    onSubmit: ({ kind, name }) => onPick({ kind, name: name.trim() }),
  });
  const suggestions = useSuggestions(form.values.kind);
  const listId = useId();
  return (
    <form
      noValidate
      aria-label="Whose policies to simulate"
      onSubmit={form.handleSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label="Principal"
        value={form.values.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => form.set('kind', kind as Principal['kind'])}
      />
      <LabelledControl label="Name" problem={form.problems.name}>
        {(control) => (
          <input
            {...control}
            list={listId}
            value={form.values.name}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => form.set('name', event.target.value)}
            className="field-input"
          />
        )}
      </LabelledControl>
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button type="submit" className="btn-secondary">
        Simulate as
      </button>
    </form>
  );
}
