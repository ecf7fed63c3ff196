import { describe, expect, it } from 'vitest';
import type { EventResource } from '../kube-types.ts';
import { newestFirst } from './views.ts';

/** An event about pod p, as the API lists it, last seen at `time`. */
const event = (reason: string, time: string): EventResource => ({
  metadata: { name: `p.${reason}`, namespace: 'ns' },
  involvedObject: { kind: 'Pod', name: 'p' },
  type: 'Normal',
  reason,
  lastTimestamp: time,
});

describe('events newest first', () => {
  it.each([
    {
      case: 'later seconds first',
      listed: [event('Scheduled', '2026-01-01T00:00:01Z'), event('Started', '2026-01-01T00:00:02Z')],
      shown: ['Started', 'Scheduled'],
    },
    {
      case: 'within one second, the last recorded first',
      listed: [
        event('Scheduled', '2026-01-01T00:00:01Z'),
        event('Pulled', '2026-01-01T00:00:01Z'),
        event('Started', '2026-01-01T00:00:01Z'),
      ],
      shown: ['Started', 'Pulled', 'Scheduled'],
    },
    {
      case: 'one without a time last',
      listed: [event('Unknown', ''), event('Pulled', '2026-01-01T00:00:01Z')],
      shown: ['Pulled', 'Unknown'],
    },
  ])('$case', ({ listed, shown }) => {
    expect(newestFirst(listed).map((shownEvent) => shownEvent.reason)).toEqual(shown);
  });
});
