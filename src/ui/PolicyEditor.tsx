import { type RefObject, useDeferredValue, useId, useMemo, useRef } from 'react';
import { formatJson, type JsonToken, offsetOf, parseJson, scanJson } from '@/contract/json-document';
import { lintPolicy, MAX_POLICY_BYTES, type PolicyProblem } from '@/contract/policy-grammar';

/** Beyond this many characters the text is shown plain: MinIO refuses it anyway, and the page stays responsive. */
const MAX_HIGHLIGHTED = 4 * MAX_POLICY_BYTES;
/** The problems listed at most; the count says how many there are. */
const MAX_LISTED = 100;

const TOKEN_CLASS: Record<JsonToken['kind'] | 'key', string> = {
  key: 'text-brand-700',
  string: 'text-ok-600',
  number: 'text-purple-700',
  literal: 'text-amber-700',
  punctuation: 'text-slate-500',
  invalid: 'text-danger-700 underline decoration-wavy',
};

const LINE_CLASS = { error: 'bg-danger-50', warning: 'bg-amber-50' } as const;
const lineClass = (mark: Severity | undefined) => (mark ? LINE_CLASS[mark] : '');

/** The box of the text area and of the copies beside and under it: they must lay out alike to the pixel. */
const TEXT_BOX = 'm-0 p-2 font-mono text-xs leading-5 whitespace-pre';

type Severity = PolicyProblem['severity'];

interface Segment {
  /** Where it starts in the text. */
  start: number;
  text: string;
  className?: string;
}

interface Line {
  number: number;
  segments: Segment[];
}

/**
 * A JSON editor for IAM policies: the text highlighted as it is typed, and MinIO's grammar checked before
 * anything is sent. Tab leaves the editor, as in any text field.
 */
export function PolicyEditor({
  label,
  value,
  onChange,
  readOnly = false,
  rows = 18,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  rows?: number;
}) {
  const id = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const highlighted = useRef<HTMLPreElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const checked = useDeferredValue(value);
  const problems = useMemo(() => lintPolicy(checked), [checked]);
  const parses = useMemo(() => parseJson(checked).ok, [checked]);
  const plain = value.length > MAX_HIGHLIGHTED;
  const lines = useMemo(() => (plain ? [] : highlightedLines(value)), [value, plain]);
  const marks = useMemo(() => lineMarks(problems), [problems]);
  const errors = problems.some((problem) => problem.severity === 'error');

  const followScroll = () => {
    const area = textArea.current;
    if (!area) return;
    for (const follower of [highlighted.current, gutter.current]) {
      if (follower) follower.scrollTop = area.scrollTop;
    }
    if (highlighted.current) highlighted.current.scrollLeft = area.scrollLeft;
  };

  const moveCaretTo = (problem: PolicyProblem) => {
    const area = textArea.current;
    if (!area) return;
    const offset = offsetOf(area.value, problem.line, problem.column);
    area.focus();
    area.setSelectionRange(offset, offset);
    const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (problem.line - 1) * lineHeight - area.clientHeight / 2);
    followScroll();
  };

  const format = () => {
    const parsed = parseJson(value);
    if (parsed.ok) onChange(formatJson(value, parsed.value));
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {!readOnly && (
          <button type="button" className="btn-secondary px-3 py-1" onClick={format} disabled={!parses}>
            Format
          </button>
        )}
      </div>
      <div
        className={`flex overflow-hidden rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand-500 ${errors ? 'border-danger-600' : 'border-slate-300'}`}
      >
        {!plain && <LineNumbers lines={lines} marks={marks} scroller={gutter} />}
        <div className="relative min-w-0 flex-1">
          {!plain && <HighlightedText lines={lines} marks={marks} scroller={highlighted} />}
          <textarea
            ref={textArea}
            id={id}
            rows={rows}
            value={value}
            readOnly={readOnly}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={errors}
            aria-describedby={`${id}-summary`}
            onChange={(event) => onChange(event.target.value)}
            onScroll={followScroll}
            className={`${TEXT_BOX} relative block w-full resize-y overflow-auto bg-transparent outline-none ${plain ? 'text-slate-900' : 'text-transparent caret-slate-900 selection:bg-brand-500/25'}`}
          />
        </div>
      </div>
      <ProblemList summaryId={`${id}-summary`} label={label} problems={problems} onPick={moveCaretTo} />
    </div>
  );
}

/** Line numbers beside the text, those of lines with a problem marked. */
function LineNumbers({
  lines,
  marks,
  scroller,
}: {
  lines: readonly Line[];
  marks: ReadonlyMap<number, Severity>;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={scroller}
      aria-hidden="true"
      className={`${TEXT_BOX} shrink-0 overflow-hidden bg-slate-50 pb-8 text-right text-slate-400 select-none`}
    >
      {lines.map(({ number }) => {
        const mark = marks.get(number);
        return (
          <span
            key={number}
            data-line={number}
            data-problem={mark}
            className={`block ${mark ? `${lineClass(mark)} font-semibold text-slate-700` : ''}`}
          >
            {number}
          </span>
        );
      })}
    </div>
  );
}

/** The text again, coloured, under the transparent text of the text area. */
function HighlightedText({
  lines,
  marks,
  scroller,
}: {
  lines: readonly Line[];
  marks: ReadonlyMap<number, Severity>;
  scroller: RefObject<HTMLPreElement | null>;
}) {
  return (
    <pre
      ref={scroller}
      aria-hidden="true"
      className={`${TEXT_BOX} pointer-events-none absolute inset-0 overflow-hidden pb-8`}
    >
      {lines.map(({ number, segments }) => (
        <span key={number} className={`block ${lineClass(marks.get(number))}`}>
          {/* An empty line still needs its height. */}
          {segments.length === 0
            ? ' '
            : segments.map((segment) => (
                <span key={segment.start} className={segment.className}>
                  {segment.text}
                </span>
              ))}
        </span>
      ))}
    </pre>
  );
}

/** The count of problems (announced as it changes), and each problem as a button to its place. */
function ProblemList({
  summaryId,
  label,
  problems,
  onPick,
}: {
  summaryId: string;
  label: string;
  problems: readonly PolicyProblem[];
  onPick: (problem: PolicyProblem) => void;
}) {
  return (
    <>
      <p id={summaryId} role="status" className="text-sm text-slate-600">
        {problemCount(problems)}
      </p>
      {problems.length > 0 && (
        <ul aria-label={`Problems in ${label}`} className="flex flex-col gap-0.5 text-sm">
          {problems.slice(0, MAX_LISTED).map((problem) => (
            <li key={`${problem.line}:${problem.column}:${problem.message}`}>
              <button
                type="button"
                onClick={() => onPick(problem)}
                className={`flex w-full gap-2 rounded px-1 text-left hover:bg-slate-100 ${problem.severity === 'error' ? 'text-danger-700' : 'text-amber-800'}`}
              >
                <span className="sr-only">
                  {`${problem.severity === 'error' ? 'Error' : 'Warning'} at line ${problem.line}, column ${problem.column}:`}
                </span>
                <span aria-hidden="true" className="shrink-0 font-mono text-xs leading-5 text-slate-500">
                  {`${problem.line}:${problem.column}`}
                </span>
                <span>{problem.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function problemCount(problems: readonly PolicyProblem[]): string {
  if (problems.length === 0) return 'No problems found.';
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const counts = [plural(errors, 'error'), plural(problems.length - errors, 'warning')].filter(Boolean);
  const listed = problems.length > MAX_LISTED ? ` (the first ${MAX_LISTED} listed)` : '';
  return `${counts.join(', ')}${listed}.`;
}

const plural = (count: number, noun: string) =>
  count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The worst problem of each line that has one. */
function lineMarks(problems: readonly PolicyProblem[]): Map<number, Severity> {
  const marks = new Map<number, Severity>();
  for (const { line, severity } of problems) {
    if (marks.get(line) !== 'error') marks.set(line, severity);
  }
  return marks;
}

/** The text's lines, each as runs of text with the class of the token they belong to. */
function highlightedLines(text: string): Line[] {
  const tokens = scanJson(text);
  const segments: Segment[] = [];
  let at = 0;
  tokens.forEach((token, index) => {
    if (token.start > at) segments.push({ start: at, text: text.slice(at, token.start) });
    const role = tokenRole(text, token, tokens[index + 1]);
    segments.push({
      start: token.start,
      text: text.slice(token.start, token.end),
      className: TOKEN_CLASS[role],
    });
    at = token.end;
  });
  if (at < text.length) segments.push({ start: at, text: text.slice(at) });
  return splitLines(segments);
}

/** A string followed by ":" is a key. */
const tokenRole = (text: string, token: JsonToken, next: JsonToken | undefined) =>
  token.kind === 'string' && next?.kind === 'punctuation' && text[next.start] === ':' ? 'key' : token.kind;

function splitLines(segments: readonly Segment[]): Line[] {
  const lines: Line[] = [{ number: 1, segments: [] }];
  for (const segment of segments) {
    let start = segment.start;
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push({ number: lines.length + 1, segments: [] });
      if (part) lines.at(-1)?.segments.push({ ...segment, start, text: part });
      start += part.length + 1;
    });
  }
  return lines;
}
