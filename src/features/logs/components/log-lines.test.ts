import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/contract/monitoring';
import { logFileText, logLineMatches, logTimeText } from './log-lines';

const line: LogEntry = {
  time: '10:01:02 UTC 11/24/2026',
  node: '10.0.0.7:9000',
  level: 'ERROR',
  errKind: 'APPLICATION',
  ConsoleMsg: '\nDrive /data/d3 is offline',
  api: { name: 'PutObject' },
};

describe('log lines', () => {
  it.each([
    ['nothing searched', '', true],
    ['words of the text, in any case', 'DRIVE /data', true],
    ['the node', '10.0.0.7', true],
    ['the level', 'error', true],
    ['the API', 'putobject', true],
    ['what the line does not hold', 'healing', false],
  ])('match %s', (_, search, matches) => {
    expect(logLineMatches(line, search)).toBe(matches);
  });

  it('are saved one per line, without the leading newline MinIO puts before console messages', () => {
    expect(logFileText([line, { ...line, ConsoleMsg: 'two\nlines' }])).toBe(
      '10:01:02 UTC 11/24/2026 10.0.0.7:9000 ERROR Drive /data/d3 is offline\n' +
        '10:01:02 UTC 11/24/2026 10.0.0.7:9000 ERROR two lines\n',
    );
  });
});

describe('log times', () => {
  it.each([
    ['MinIO time', '2026-11-24T04:57:21.132089167Z', new Date('2026-11-24T04:57:21.132Z').toLocaleString()],
    ['a time it cannot read, as written', 'at dawn', 'at dawn'],
    ['none', undefined, '-'],
  ])('show %s', (_, time, shown) => {
    expect(logTimeText(time)).toBe(shown);
  });
});
