import { describe, expect, it } from 'vitest';
import {
  defaultStep,
  expandQuery,
  legendOf,
  MAX_POINTS,
  rateIntervalSeconds,
  WIDGETS,
  widgetQuerySchema,
  widgetRange,
} from './metrics';

const NOW = 1_700_000_000;

describe('the window a widget is charted over', () => {
  it.each([
    ['nothing given: the last hour in 240 points', {}, { start: NOW - 3600, end: NOW, step: 15 }],
    ['a start: up to now', { start: NOW - 900 }, { start: NOW - 900, end: NOW, step: 4 }],
    ['an end: the hour before it', { end: NOW - 60 }, { start: NOW - 3660, end: NOW - 60, step: 15 }],
    ['a step: kept', { start: NOW - 600, end: NOW, step: 2 }, { start: NOW - 600, end: NOW, step: 2 }],
    ['seven days', { start: NOW - 604_800, end: NOW }, { start: NOW - 604_800, end: NOW, step: 2520 }],
    [
      `exactly ${MAX_POINTS} points`,
      { start: NOW - (MAX_POINTS - 1), end: NOW, step: 1 },
      { start: NOW - (MAX_POINTS - 1), end: NOW, step: 1 },
    ],
  ])('%s', (_, query, range) => {
    expect(widgetRange(query, NOW)).toEqual(range);
  });

  it.each([
    ['an end before the start', { start: NOW, end: NOW - 1 }, 'start: must be before end'],
    ['an empty window', { start: NOW, end: NOW }, 'start: must be before end'],
    [
      `${MAX_POINTS + 1} points`,
      { start: NOW - MAX_POINTS, end: NOW, step: 1 },
      `step: 1 s over ${MAX_POINTS} s gives ${MAX_POINTS + 1} points, more than the ${MAX_POINTS} Prometheus answers`,
    ],
    ['a year by the second', { start: NOW - 31_536_000, end: NOW, step: 1 }, /more than the 11000/],
  ])('refuses %s', (_, query, problem) => {
    const range = widgetRange(query, NOW);
    expect(range).toHaveProperty('problem');
    expect((range as { problem: string }).problem).toMatch(problem);
  });

  it.each([
    [{ start: '0' }, 'start: must be a time in unix seconds'],
    [{ end: '-5' }, 'end: must be a time in unix seconds'],
    [{ start: '1.5' }, 'start: must be a time in unix seconds'],
    [{ step: '0' }, 'step: must be a whole number of seconds from 1 to 86400'],
    [{ step: '86401' }, 'step: must be a whole number of seconds from 1 to 86400'],
    [{ step: 'abc' }, 'step: must be a whole number of seconds from 1 to 86400'],
  ])('refuses the query %o', (query, problem) => {
    const parsed = widgetQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    const [issue] = parsed.error?.issues ?? [];
    expect(`${issue?.path.join('.')}: ${issue?.message}`).toBe(problem);
  });

  it.each([
    [900, 4],
    [3600, 15],
    [86_400, 360],
    [1, 1],
  ])('charts %i s in steps of %i s', (window, step) => {
    expect(defaultStep(window)).toBe(step);
  });
});

describe('a widget query', () => {
  it.each([
    [15, '60s'],
    [30, '60s'],
    [45, '90s'],
    [2520, '5040s'],
  ])('rates over at least a minute and two steps (step %i s: %s)', (step, window) => {
    expect(expandQuery('rate(x{job="$job"}[$__rate_interval])', { job: 'minio-job', step })).toBe(
      `rate(x{job="minio-job"}[${window}])`,
    );
    expect(rateIntervalSeconds(step)).toBe(Number.parseInt(window, 10));
  });

  it.each([
    ['minio-job', 'x{job="minio-job"} + y{job="minio-job-node"}'],
    ['a"b\\c', 'x{job="a\\"b\\\\c"} + y{job="a\\"b\\\\c-node"}'],
  ])('names the job %s as a PromQL string, its node metrics as <job>-node', (job, expected) => {
    expect(expandQuery('x{job="$job"} + y{job="$job-node"}', { job, step: 15 })).toBe(expected);
  });

  it('names each widget once, each query with its job', () => {
    expect(new Set(WIDGETS.map((widget) => widget.id)).size).toBe(WIDGETS.length);
    for (const target of WIDGETS.flatMap((widget) => widget.targets))
      expect(target.expr).toMatch(/job="\$job/);
  });
});

describe('a series legend', () => {
  it.each([
    ['{{api}}', { api: 'putobject' }, 'putobject'],
    ['{{server}} {{drive}}', { server: 'n1:9000', drive: '/d1' }, 'n1:9000 /d1'],
    ['{{ server }} in', { server: 'n1:9000' }, 'n1:9000 in'],
    ['Received', { job: 'minio-job' }, 'Received'],
    ['{{missing}} x', {}, 'x'],
  ])('%s of %o reads "%s"', (format, metric, legend) => {
    expect(legendOf(format, metric)).toBe(legend);
  });
});
