import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import {
  DEMO_OPERATOR_TOKEN,
  resetOperatorModel,
  SERVICE_ACCOUNTS,
  setOperatorMode,
} from '../../../../mocks/operator-model';

beforeEach(() => {
  setOperatorMode(true);
  resetOperatorModel();
});
afterEach(() => setOperatorMode(false));

/** The wizard over the mock cluster: four nodes of 8 cores and 31 GiB, in zones zone-0 and zone-1. */
const openWizard = async () => {
  const view = renderApp('/tenants/add', { as: SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN] });
  await screen.findByLabelText('Name');
  return view;
};

const retype = async (user: Awaited<ReturnType<typeof openWizard>>['user'], label: string, text: string) => {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  return field;
};

describe("the wizard's Setup page against the nodes", () => {
  it('says what each server can have, and refuses more memory or CPU than that', async () => {
    const { user } = await openWizard();
    expect(
      await screen.findByText('Each server can have up to 8 CPU and 31 GiB memory (from the nodes).'),
    ).toBeInTheDocument();

    const memory = await retype(user, 'Memory per server (Gi)', '32');
    expect(memory).toHaveAccessibleDescription(
      'The memory per server must be at most 31 GiB: no 4 nodes have more free',
    );
    const cpuLimit = await retype(user, 'CPU limit per server', '9');
    expect(cpuLimit).toHaveAccessibleDescription(
      'The CPU limit must be at most 8: no 4 nodes have more free',
    );
    expect(screen.getByRole('button', { name: /^Setup, needs attention/ })).toBeInTheDocument();

    await retype(user, 'Memory per server (Gi)', '31');
    await retype(user, 'CPU limit per server', '8');
    expect(memory).not.toHaveAccessibleDescription(/must be at most/);
    expect(cpuLimit).toHaveAccessibleDescription('Empty: no limit.');
  });

  it('says when the cluster has fewer nodes than servers wanted, keeping the pool-sizing messages', async () => {
    const { user } = await openWizard();
    const servers = await retype(user, 'Number of servers', '5');
    expect(
      await screen.findByText(
        'Fewer nodes than servers: The cluster has 4 schedulable nodes, fewer than the 5 asked for.',
      ),
    ).toBeInTheDocument();
    expect(servers).toHaveAccessibleDescription(
      'Not enough nodes for one server each: The cluster has 4 schedulable nodes, fewer than the 5 asked for',
    );

    await retype(user, 'Number of servers', '3');
    expect(await screen.findByText('We were not able to allocate this server.')).toBeInTheDocument();
    expect(servers).toHaveAccessibleDescription('The number of servers is a whole number from 4 to 1000');
  });
});

describe("the wizard's Pod Placement page", () => {
  it("offers the nodes' label keys, then the values of the key chosen, and adds the label typed", async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('button', { name: /^Pod Placement/ }));
    await user.click(screen.getByRole('radio', { name: /Nodes with labels/ }));

    const key = screen.getByRole('combobox', { name: 'Label key' });
    const value = screen.getByRole('combobox', { name: 'Label value' });
    const suggestions = (field: HTMLElement) =>
      [...((field as HTMLInputElement).list?.options ?? [])].map((option) => option.value);
    await waitFor(() =>
      expect(suggestions(key)).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']),
    );
    expect(suggestions(value)).toEqual([]);

    await user.type(key, 'topology.kubernetes.io/zone');
    expect(suggestions(value)).toEqual(['zone-0', 'zone-1']);
    await user.type(value, 'zone-1');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    expect(screen.getByLabelText('Node labels')).toHaveValue('topology.kubernetes.io/zone=zone-1');
    expect(key).toHaveValue('');

    await user.type(key, 'disk');
    await user.type(value, 'nvme');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    expect(screen.getByLabelText('Node labels')).toHaveValue('topology.kubernetes.io/zone=zone-1\ndisk=nvme');
  });
});
