import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PolicyEditor } from './PolicyEditor';

const VALID =
  '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:GetObject","Resource":"arn:aws:s3:::photos/*"}]}';
const FLAWED = [
  '{',
  '  "Version": "2012-10-17",',
  '  "Statement": [{"Effect": "Allow", "Action": "s3:Fetch",',
  '    "Resource": "arn:aws:s3:::photos/*", "Principal": "*"}]',
  '}',
].join('\n');

function Editor({ initial, readOnly }: { initial: string; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return <PolicyEditor label="Policy document" value={value} onChange={setValue} readOnly={readOnly} />;
}

const textArea = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Policy document' });

describe('PolicyEditor', () => {
  it('lists the problems under the text, and describes the text area by their count', async () => {
    render(<Editor initial={FLAWED} />);

    expect(textArea()).toHaveAccessibleDescription('1 error, 1 warning.');
    expect(textArea()).toBeInvalid();
    const problems = within(screen.getByRole('list', { name: 'Problems in Policy document' })).getAllByRole(
      'button',
    );
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'Error at line 3, column 47:3:47MinIO knows no action s3:Fetch.',
      'Warning at line 4, column 42:4:42MinIO ignores Principal in an IAM policy: the policy applies to whoever it is attached to.',
    ]);
  });

  it('checks again as the text changes, and announces the new count', async () => {
    const user = userEvent.setup();
    render(<Editor initial={VALID} />);
    expect(screen.getByRole('status')).toHaveTextContent('No problems found.');
    expect(textArea()).toBeValid();

    await user.clear(textArea());
    await user.type(textArea(), '{{"Version": 1}');

    expect(await screen.findByRole('status')).toHaveTextContent('2 errors.');
    expect(textArea()).toHaveValue('{"Version": 1}');
  });

  it('puts the caret on a problem when it is picked', async () => {
    const user = userEvent.setup();
    render(<Editor initial={FLAWED} />);

    await user.click(screen.getByRole('button', { name: /^Warning at line 4, column 42/ }));

    expect(textArea()).toHaveFocus();
    const offset = FLAWED.indexOf('"Principal"');
    expect([textArea().selectionStart, textArea().selectionEnd]).toEqual([offset, offset]);
  });

  it('marks the lines that have problems and highlights the text under the text area', () => {
    const { container } = render(<Editor initial={FLAWED} />);

    const marks = [...container.querySelectorAll('[data-line]')].map((line) =>
      line.getAttribute('data-problem'),
    );
    expect(marks).toEqual([null, null, 'error', 'warning', null]);
    const highlighted = container.querySelector('pre[aria-hidden="true"]');
    expect([...(highlighted?.children ?? [])].map((line) => line.textContent)).toEqual(FLAWED.split('\n'));
    const key = within(highlighted as HTMLElement).getByText('"Version"');
    const value = within(highlighted as HTMLElement).getByText('"2012-10-17"');
    expect(key.className).not.toBe(value.className);
  });

  it('formats a document that parses, keeping what is written', async () => {
    const user = userEvent.setup();
    render(<Editor initial='{"Version":"2012-10-17","Statement":[{"Sid":"caf\u00e9","Effect":"Allow"}]}' />);

    await user.click(screen.getByRole('button', { name: 'Format' }));

    expect(textArea()).toHaveValue(
      [
        '{',
        '  "Version": "2012-10-17",',
        '  "Statement": [',
        '    {',
        '      "Sid": "caf\\u00e9",',
        '      "Effect": "Allow"',
        '    }',
        '  ]',
        '}',
      ].join('\n'),
    );
  });

  it('offers no formatting while the text is not JSON', () => {
    render(<Editor initial='{"Version": ' />);
    expect(screen.getByRole('button', { name: 'Format' })).toBeDisabled();
  });

  it('leaves Tab and Escape to the page: Tab moves on, Escape changes nothing', async () => {
    const user = userEvent.setup();
    render(<Editor initial={FLAWED} />);
    await user.click(textArea());

    await user.keyboard('{Escape}');
    expect(textArea()).toHaveFocus();
    expect(textArea()).toHaveValue(FLAWED);

    await user.tab();
    expect(screen.getByRole('button', { name: /^Error at line 3/ })).toHaveFocus();
    expect(textArea()).toHaveValue(FLAWED);
  });

  it('shows a read-only document without a way to change it', async () => {
    const user = userEvent.setup();
    render(<Editor initial={VALID} readOnly />);

    await user.type(textArea(), 'x');

    expect(textArea()).toHaveValue(VALID);
    expect(screen.queryByRole('button', { name: 'Format' })).not.toBeInTheDocument();
  });
});
