import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { TextField } from '@/ui/fields';
import { schemaProblems } from './fields';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().check(z.minLength(3, 'At least 3 characters')),
  size: z.string().check(z.regex(/^\d+$/, 'A whole number')),
});
type Values = z.infer<typeof schema>;

/** A whole-form rule that belongs to no field. */
const validate = (values: Values) => ({
  ...schemaProblems(schema, values),
  total: values.name === 'all' ? 'Not all at once' : undefined,
});

function Form(props: { initial: Values; onSubmit: (values: Values) => unknown }) {
  const form = useSchemaForm(props.initial, { validate, onSubmit: props.onSubmit });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Form">
      <TextField label="Name" {...form.bind('name')} />
      <TextField label="Size" {...form.bind('size')} />
      {form.problems.total && <p role="alert">{form.problems.total}</p>}
      <output aria-label="State">
        {[form.changed && 'changed', form.submitting && 'submitting', form.error instanceof Error && 'failed']
          .filter(Boolean)
          .join(' ')}
      </output>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

function renderForm(onSubmit: (values: Values) => unknown = vi.fn(), initial = { name: '', size: '1' }) {
  const user = userEvent.setup();
  render(<Form initial={initial} onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByLabelText(label);
  const state = () => screen.getByRole('status', { name: 'State' });
  return { user, field, state, send: () => user.click(screen.getByRole('button', { name: 'Send' })) };
}

type Ctx = ReturnType<typeof renderForm>;

describe('useSchemaForm: when a field shows its problem', () => {
  it.each([
    ['never, while untouched', async () => {}, false],
    ['once the field was changed', async ({ user, field }: Ctx) => user.type(field('Name'), 'a'), true],
    [
      'once the field was left',
      async ({ user, field }: Ctx) => {
        await user.click(field('Name'));
        await user.tab();
      },
      true,
    ],
    ['once the form was submitted', async ({ send }: Ctx) => send(), true],
    [
      'not after another field was changed',
      async ({ user, field }: Ctx) => user.type(field('Size'), '2'),
      false,
    ],
  ])('%s', async (_, act, shown) => {
    const context = renderForm();

    await act(context);

    expect(context.field('Name')).toHaveAttribute('aria-invalid', String(shown));
    if (shown) expect(context.field('Name')).toHaveAccessibleDescription('At least 3 characters');
  });

  it.each([
    ['while nothing was touched', async () => {}, false],
    ['once any field was touched', async ({ user, field }: Ctx) => user.type(field('Size'), '2'), true],
    ['once the form was submitted', async ({ send }: Ctx) => send(), true],
  ])('shows a problem of no field (a rule over several) %s', async (_, act, shown) => {
    const context = renderForm(vi.fn(), { name: 'all', size: '1' });

    await act(context);

    if (shown) expect(screen.getByRole('alert')).toHaveTextContent('Not all at once');
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useSchemaForm: submitting', () => {
  it.each([
    ['a name too short', { name: 'ab', size: '1' }, false],
    ['a size that is not a number', { name: 'photos', size: 'x' }, false],
    ['a whole-form problem', { name: 'all', size: '1' }, false],
    ['valid values', { name: 'photos', size: '12' }, true],
  ])('with %s %s', async (_, values, sent) => {
    const onSubmit = vi.fn();
    const { send } = renderForm(onSubmit, values);

    await send();

    expect(onSubmit).toHaveBeenCalledTimes(sent ? 1 : 0);
    if (sent) expect(onSubmit).toHaveBeenCalledWith(values);
  });

  it('is submitting while the returned promise runs, and keeps its refusal', async () => {
    let refuse: (reason: Error) => void = () => {};
    const { send, state } = renderForm(() => new Promise((_, reject) => (refuse = reject)), {
      name: 'photos',
      size: '1',
    });

    await send();
    expect(state()).toHaveTextContent('submitting');

    refuse(new Error('refused'));
    await vi.waitFor(() => expect(state()).toHaveTextContent('failed'));
    expect(state()).not.toHaveTextContent('submitting');
  });
});

describe('useSchemaForm: changed and reset', () => {
  it('is changed only while the values differ from the start', async () => {
    const { user, field, state } = renderForm();
    expect(state()).toBeEmptyDOMElement();

    await user.type(field('Size'), '0');
    expect(state()).toHaveTextContent('changed');

    await user.type(field('Size'), '{Backspace}');
    expect(state()).not.toHaveTextContent('changed');
  });

  it('starts over: the first values, nothing touched or submitted', async () => {
    const { user, field, state, send } = renderForm();
    await user.type(field('Name'), 'a');
    await send();

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(field('Name')).toHaveValue('');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(state()).not.toHaveTextContent('changed');
  });
});
