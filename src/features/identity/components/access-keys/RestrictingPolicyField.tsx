import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readableDocument } from '@/contract/json-document';
import { hasPolicyErrors } from '@/contract/policy-grammar';
import { restrictingPolicyProblem } from '@/contract/service-accounts';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { CheckboxField } from '@/ui/fields';
import { PolicyEditor } from '@/ui/PolicyEditor';
import { type AccessKeyOwner, ownerPolicyQuery } from '../../api/access-keys';

interface RestrictionStart {
  restrict: boolean;
  /** The key's own policy; null for none, when a restriction starts from the owner's policy. */
  policy: string | null;
}

/** Why the restriction cannot be sent as it is, or undefined. */
function restrictionProblem(restrict: boolean, text: string, loading: boolean): string | undefined {
  if (!restrict) return undefined;
  if (loading) return 'The owner’s policy is loading';
  if (text.trim() === '') return 'Enter the policy, or lift the restriction';
  if (hasPolicyErrors(text)) return 'Correct the errors in the policy first';
  return restrictingPolicyProblem(text) ?? undefined;
}

/**
 * Whether a key is restricted by a policy of its own, and that policy. Turned on for a key without one, the
 * policy starts as the owner's own (read only then), so a restriction starts from what the key may do anyway.
 */
export function useRestriction(owner: AccessKeyOwner, start: RestrictionStart) {
  const [restrict, setRestrict] = useState(start.restrict);
  const [typed, setTyped] = useState<string | null>(start.policy);
  const ownerPolicy: UseQueryResult<string> = useQuery({
    ...ownerPolicyQuery(owner),
    enabled: restrict && typed === null,
  });
  const loading = typed === null && ownerPolicy.isPending;
  const text = typed ?? (ownerPolicy.data === undefined ? '' : readableDocument(ownerPolicy.data));
  return {
    restrict,
    setRestrict,
    text,
    setText: setTyped,
    ownerPolicy,
    loading,
    edited: typed !== start.policy,
    problem: restrictionProblem(restrict, text, loading),
  };
}

export type Restriction = ReturnType<typeof useRestriction>;

/** "Restrict with a policy" and, while on, the policy's editor; its problem shows once edited or submitted. */
export function RestrictingPolicyField({
  restriction,
  submitted,
}: {
  restriction: Restriction;
  submitted: boolean;
}) {
  const { restrict, ownerPolicy, problem } = restriction;
  return (
    <div className="flex flex-col gap-2">
      <CheckboxField
        label="Restrict with a policy"
        description="The key may then do only what this policy allows, and never more than its owner may."
        checked={restrict}
        onChange={restriction.setRestrict}
      />
      {restrict && ownerPolicy.isError && <ApiErrorAlert error={ownerPolicy.error} />}
      {restrict &&
        (restriction.loading ? (
          <p role="status" className="text-sm text-slate-500">
            Loading the owner’s policy…
          </p>
        ) : (
          <PolicyEditor label="Restricting policy" value={restriction.text} onChange={restriction.setText} />
        ))}
      {problem && (submitted || restriction.edited) && (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
