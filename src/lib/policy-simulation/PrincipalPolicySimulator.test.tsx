import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@/contract/users';
import { renderApp } from '@/test/render-app';
import { ROOT_USER } from '../../../mocks/model';

/** The simulator tab of a policy's page, where the principal starts as that policy. */
async function openSimulator(policy = 'photos-editors') {
  const view = renderApp(`/access/policies/${policy}`, { as: ROOT_USER });
  await view.user.click(await screen.findByRole('tab', { name: 'Simulator' }));
  const simulator = within(await screen.findByRole('region', { name: 'Policy simulator' }));
  return { ...view, simulator };
}

async function simulateAs(view: Awaited<ReturnType<typeof openSimulator>>, kind: string, name: string) {
  const { user, simulator } = view;
  await user.selectOptions(simulator.getByLabelText('Principal'), kind);
  await user.clear(simulator.getByLabelText('Name'));
  if (name) await user.type(simulator.getByLabelText('Name'), name);
  await user.click(simulator.getByRole('button', { name: 'Simulate as' }));
}

describe('Principal policy simulator', () => {
  it("starts with the page's own policy", async () => {
    const { simulator } = await openSimulator();

    expect(
      await simulator.findByText('Policies in force for the policy photos-editors: photos-editors.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['user', 'carol', 'Policies in force for the user carol: diagnostics, photos-editors, readonly.'],
    ['user', 'bob', 'Policies in force for the user bob: photos-editors.'],
    ['group', 'auditors', 'Policies in force for the group auditors: diagnostics, readonly.'],
    ['policy', 'readwrite', 'Policies in force for the policy readwrite: readwrite.'],
  ])('resolves the %s %s to the policies in force', async (kind, name, inForce) => {
    const view = await openSimulator();
    await simulateAs(view, kind, name);

    expect(await view.simulator.findByText(inForce)).toBeInTheDocument();
  });

  it.each([
    ['user', 'bob', 's3:PutObject', 'photos/2024/a.jpg', 'Allow', 'photos-editors'],
    ['user', 'bob', 's3:PutObject', 'backups/db.dump', 'Deny', ''],
    ['group', 'auditors', 'admin:ServerInfo', '', 'Allow', 'diagnostics'],
  ])(
    "evaluates the %s %s's policies: %s on %s",
    async (kind, name, action, resource, decision, decidedBy) => {
      const view = await openSimulator();
      await simulateAs(view, kind, name);
      await view.simulator.findByText(/^Policies in force for the/);
      const form = within(view.simulator.getByRole('form', { name: `Simulate as ${kind} ${name}` }));
      await view.user.clear(form.getByLabelText('Action'));
      await view.user.type(form.getByLabelText('Action'), action);
      if (resource) await view.user.type(form.getByLabelText('Resource'), resource);
      await view.user.click(form.getByRole('button', { name: 'Simulate' }));

      const result = await view.simulator.findByRole('status');
      expect(result).toHaveTextContent(decision);
      if (decidedBy) expect(result).toHaveTextContent(decidedBy);
    },
  );

  it.each([
    ['user', 'dave', 'The user dave is disabled: MinIO refuses all of its requests.'],
    ['group', 'contractors', 'The group contractors is disabled: its policies apply to no one.'],
  ])('warns that the %s %s is disabled', async (kind, name, note) => {
    const view = await openSimulator();
    await simulateAs(view, kind, name);

    expect(await view.simulator.findByRole('note')).toHaveTextContent(note);
  });

  it('says when no policy applies', async () => {
    const view = await openSimulator();
    await simulateAs(view, 'group', 'contractors');

    expect(
      await view.simulator.findByText(
        'No policy applies to the group contractors: MinIO denies every request.',
      ),
    ).toBeInTheDocument();
  });

  it('shows why a principal could not be read', async () => {
    const view = await openSimulator();
    await simulateAs(view, 'user', 'nobody');

    expect(await view.simulator.findByRole('alert')).toHaveTextContent(USER_MESSAGES.notFound);
    expect(view.simulator.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for a name before simulating', async () => {
    const view = await openSimulator();
    await simulateAs(view, 'group', '');

    expect(view.simulator.getByLabelText('Name')).toHaveAccessibleDescription('Enter the group');
  });
});
