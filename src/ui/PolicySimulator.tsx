import { useId, useMemo, useState } from 'react';
import { CONDITION_KEYS } from '@/contract/iam-actions';
import {
  conditionKeyProblem,
  conditionValueProblem,
  evaluatePolicies,
  KNOWN_ACTIONS,
  MAX_SIMULATED_CONDITIONS,
  type NamedPolicyDocument,
  type PolicyDecision,
  type PolicyRequest,
  resourceParts,
  type StatementRef,
  simulatedActionProblem,
  simulatedResourceProblem,
  statementAt,
} from '@/contract/policy-evaluation';
import { type Problems, useSchemaForm } from '@/lib/form/use-schema-form';
import { SuggestingField, TextField } from './fields';

interface ConditionRow {
  id: number;
  key: string;
  value: string;
}

interface SimulationValues {
  action: string;
  resource: string;
  conditions: ConditionRow[];
}

interface Simulation {
  request: PolicyRequest;
  decision: PolicyDecision;
}

let nextRowId = 0;
const conditionRow = (): ConditionRow => ({ id: nextRowId++, key: '', value: '' });

const SORTED_CONDITION_KEYS = [...CONDITION_KEYS].sort();

const CONDITIONS_HINT =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the policy variable, as policies write it
  "Conditions give the request's values: s3:prefix for a listing, aws:username for ${aws:username} in a policy. A key given twice has two values.";

/** Each field's problem; a condition row's at `conditions.<row id>.key` and `.value`. */
function simulationProblems({ action, resource, conditions }: SimulationValues): Problems {
  const problems: Record<string, string | undefined> = {
    action: simulatedActionProblem(action.trim()),
    resource: simulatedResourceProblem(resource.trim()),
  };
  for (const row of conditions) {
    problems[`conditions.${row.id}.key`] = conditionKeyProblem(row.key.trim());
    problems[`conditions.${row.id}.value`] = conditionValueProblem(row.value);
  }
  return problems;
}

/** The request the form describes; rows with the same key give that key several values. */
function requestOf({ action, resource, conditions }: SimulationValues): PolicyRequest {
  const values: Record<string, string[]> = {};
  for (const row of conditions) {
    const key = row.key.trim();
    values[key] = [...(values[key] ?? []), row.value];
  }
  return { action: action.trim(), ...resourceParts(resource.trim()), conditions: values };
}

/** Documents as objects; the JSON text the API answers with is read first. */
function parsedDocuments(policies: readonly NamedPolicyDocument[]): NamedPolicyDocument[] {
  return policies.map(({ name, policy }) => {
    if (typeof policy !== 'string') return { name, policy };
    try {
      return { name, policy: JSON.parse(policy) as unknown };
    } catch {
      return { name, policy };
    }
  });
}

/**
 * Asks what MinIO would answer to one request under the given policies (a user's, a group's, or one policy):
 * Allow or Deny, which statement decided and why.
 */
export function PolicySimulator(props: { policies: readonly NamedPolicyDocument[]; title?: string }) {
  const headingId = useId();
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const documents = useMemo(() => parsedDocuments(props.policies), [props.policies]);
  const form = useSchemaForm<SimulationValues>(
    { action: 's3:GetObject', resource: '', conditions: [] },
    {
      validate: simulationProblems,
      onSubmit: (values) => {
        const request = requestOf(values);
        setSimulation({ request, decision: evaluatePolicies(documents, request) });
      },
    },
  );
  const { conditions } = form.values;
  const setRows = (change: (rows: ConditionRow[]) => ConditionRow[]) =>
    form.replace((current) => ({ ...current, conditions: change(current.conditions) }));
  const updateRow = (id: number, change: Partial<ConditionRow>) => {
    setRows((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
    for (const part of Object.keys(change)) form.touch(`conditions.${id}.${part}`);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {props.title ?? 'Policy simulator'}
      </h2>
      <form
        onSubmit={form.handleSubmit}
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-3"
      >
        <SuggestingField
          label="Action"
          suggestions={KNOWN_ACTIONS}
          hint="One action, e.g. s3:GetObject or admin:ServerInfo"
          {...form.bind('action')}
        />
        <TextField
          label="Resource"
          hint="A bucket (photos) or an object in it (photos/2024/a.jpg); none for admin actions"
          {...form.bind('resource')}
        />
        {conditions.map((row, index) => (
          <ConditionRowFields
            key={row.id}
            number={index + 1}
            row={row}
            problems={form.problems}
            onChange={(change) => updateRow(row.id, change)}
            onRemove={() => setRows((rows) => rows.filter((other) => other.id !== row.id))}
          />
        ))}
        <p className="text-xs text-slate-500">{CONDITIONS_HINT}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={conditions.length >= MAX_SIMULATED_CONDITIONS}
            onClick={() => setRows((rows) => [...rows, conditionRow()])}
          >
            Add condition
          </button>
          <button type="submit" className="btn-primary">
            Simulate
          </button>
        </div>
      </form>
      {simulation && <SimulationResult simulation={simulation} documents={documents} />}
    </section>
  );
}

function ConditionRowFields(props: {
  number: number;
  row: ConditionRow;
  problems: Problems;
  onChange: (change: Partial<ConditionRow>) => void;
  onRemove: () => void;
}) {
  const legendId = useId();
  const path = `conditions.${props.row.id}`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-md border border-slate-200 p-2"
    >
      <legend id={legendId} className="sr-only">{`Condition ${props.number}`}</legend>
      <SuggestingField
        label="Condition key"
        suggestions={SORTED_CONDITION_KEYS}
        value={props.row.key}
        onChange={(key) => props.onChange({ key })}
        problem={props.problems[`${path}.key`]}
      />
      <TextField
        label="Value"
        value={props.row.value}
        onChange={(value) => props.onChange({ value })}
        problem={props.problems[`${path}.value`]}
      />
      <button
        type="button"
        aria-label={`Remove condition ${props.number}`}
        onClick={props.onRemove}
        className="mt-6 rounded-md px-2 py-2 text-slate-500 hover:bg-slate-100 hover:text-danger-700"
      >
        ×
      </button>
    </fieldset>
  );
}

const describeStatement = ({ policy, index, sid }: StatementRef) =>
  `statement ${index + 1}${sid ? ` (Sid "${sid}")` : ''} of policy "${policy}"`;

const describeRequest = ({ action, bucket, key }: PolicyRequest) =>
  `${action}${bucket ? ` on ${bucket}${key === undefined ? '' : `/${key}`}` : ''}`;

/** Why the decision is what it is, in a sentence. */
function reasonOf(decision: PolicyDecision, policyCount: number): string {
  switch (decision.because) {
    case 'allowed':
      return decision.asAction
        ? `Allowed as ${decision.asAction} by ${describeStatement(decision.statement)}: MinIO accepts it for this action.`
        : `Allowed by ${describeStatement(decision.statement)}.`;
    case 'explicit-deny':
      return `Denied explicitly by ${describeStatement(decision.statement)}; a Deny wins over every Allow.`;
    case 'no-statement-allows':
      return policyCount === 0
        ? 'No policy applies, so nothing is allowed.'
        : 'No statement allows this request.';
    case 'not-evaluated':
      return `Policy "${decision.policy}"${decision.index === undefined ? '' : `, statement ${decision.index + 1}`}: ${decision.reason}.`;
  }
}

const DECISION_LOOKS = {
  allow: { label: 'Allow', className: 'bg-ok-50 text-ok-600' },
  deny: { label: 'Deny', className: 'bg-danger-50 text-danger-700' },
  'cannot-decide': { label: 'Cannot decide', className: 'bg-slate-100 text-slate-800' },
} as const;

function SimulationResult({
  simulation,
  documents,
}: {
  simulation: Simulation;
  documents: NamedPolicyDocument[];
}) {
  const { decision, request } = simulation;
  const look = DECISION_LOOKS[decision.decision];
  const statement = 'statement' in decision ? statementAt(documents, decision.statement) : undefined;
  return (
    <div role="status" className={`flex flex-col gap-2 rounded-md p-4 ${look.className}`}>
      <p className="text-2xl font-semibold">{look.label}</p>
      <p className="text-sm text-slate-800">{describeRequest(request)}</p>
      <p className="text-sm text-slate-800">{reasonOf(decision, documents.length)}</p>
      {statement !== undefined && (
        <figure aria-label="Deciding statement" className="flex flex-col gap-1">
          <figcaption className="text-xs font-medium text-slate-600">Deciding statement</figcaption>
          <pre className="overflow-x-auto rounded-md bg-white p-3 font-mono text-xs text-slate-900">
            {JSON.stringify(statement, null, 2)}
          </pre>
        </figure>
      )}
    </div>
  );
}
