import { useEffect, useRef, useState } from 'react';
import { MAX_SERVERS, type Pool, poolChangeProblem } from '@/contract/operator/pool';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { niceBytes } from '@/lib/format/units';
import { DialogButton, DialogForm, SMALL_BUTTON } from '@/ui/dialogs';
import { TextField } from '@/ui/fields';
import { type TenantRef, useUpdatePools } from '../api/tenants';

const NO_PROBLEMS = {};

/** Why the pool cannot grow to this many servers, or undefined: MinIO's rule, then the count's bounds. */
export function serversProblem(pool: Pool, text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return 'Enter a whole number of servers';
  const servers = Number(trimmed);
  const refusal = poolChangeProblem(pool, { ...pool, servers });
  if (refusal) return refusal;
  if (servers === pool.servers) return `The pool has ${pool.servers} servers: enter more to expand it`;
  if (servers > MAX_SERVERS) return `A pool has at most ${MAX_SERVERS} servers`;
  return undefined;
}

/** What growing the pool adds, in the words of the confirmation. */
export function expansionSummary(pool: Pool, servers: number): string {
  const volumes = (servers - pool.servers) * pool.volumes_per_server;
  const size = pool.volume_configuration.size;
  return `${pool.name} grows from ${pool.servers} to ${servers} servers: ${volumes} more volumes of ${niceBytes(size)}, ${niceBytes(volumes * size)} more raw capacity.`;
}

/** Grows one of the tenant's pools by servers, once the change is reviewed: servers added cannot be removed. */
export function ExpandPoolButton({ tenant, pools, pool }: { tenant: TenantRef; pools: Pool[]; pool: Pool }) {
  const title = `Expand pool ${pool.name}`;
  return (
    <DialogButton label="Expand" aria-label={title} className={SMALL_BUTTON} title={title}>
      {(close) => <ExpandPoolForm tenant={tenant} pools={pools} pool={pool} onDone={close} />}
    </DialogButton>
  );
}

function ExpandPoolForm(props: { tenant: TenantRef; pools: Pool[]; pool: Pool; onDone: () => void }) {
  const [reviewed, setReviewed] = useState<number | null>(null);
  const form = useSchemaForm(
    { servers: String(props.pool.servers) },
    {
      validate: ({ servers }) => ({ servers: serversProblem(props.pool, servers) }),
      onSubmit: ({ servers }) => setReviewed(Number(servers.trim())),
    },
  );
  if (reviewed !== null)
    return <ConfirmExpansion {...props} servers={reviewed} onBack={() => setReviewed(null)} />;
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={false} error={null} submitLabel="Review">
      <p className="text-sm text-slate-700">
        {`${props.pool.name} has ${props.pool.servers} servers with ${props.pool.volumes_per_server} volumes of ${niceBytes(props.pool.volume_configuration.size)} each. New servers get the same volumes; a pool's volumes per server and their size cannot change.`}
      </p>
      <TextField
        label="Number of servers"
        inputMode="numeric"
        autoFocus
        {...form.bind('servers')}
        hint={`More than ${props.pool.servers}.`}
      />
    </DialogForm>
  );
}

function ConfirmExpansion(props: {
  tenant: TenantRef;
  pools: Pool[];
  pool: Pool;
  servers: number;
  onBack: () => void;
  onDone: () => void;
}) {
  const update = useUpdatePools(props.tenant);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  const grown = props.pools.map((pool) =>
    pool.name === props.pool.name ? { ...pool, servers: props.servers } : pool,
  );
  const form = useSchemaForm(NO_PROBLEMS, {
    validate: () => NO_PROBLEMS,
    onSubmit: () => update.mutateAsync(grown).then(props.onDone),
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit}
      pending={form.submitting}
      error={form.error}
      submitLabel="Expand pool"
      showErrorDetail
    >
      <p ref={summary} tabIndex={-1} className="text-sm text-slate-800 outline-none">
        {expansionSummary(props.pool, props.servers)}
      </p>
      <p className="text-sm text-slate-700">
        MinIO never removes a pool's servers: once added, they stay for the life of the tenant.
      </p>
      <button type="button" className="btn-secondary self-start" onClick={props.onBack}>
        Change the number
      </button>
    </DialogForm>
  );
}
