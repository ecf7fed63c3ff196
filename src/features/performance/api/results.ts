import { create } from 'zustand';
import type { SpeedtestKind, SpeedtestResult } from '@/contract/speedtest';

/** A finished (or stopped) test, kept for comparing with the next ones. */
export interface SpeedtestRun {
  id: number;
  at: Date;
  test: SpeedtestKind;
  /** The settings as the page showed them, e.g. "64 MiB objects, 32 at once, 10 s". */
  settings: string;
  /** Each server's last result (one for the object and network tests). */
  results: SpeedtestResult[];
  stopped: boolean;
}

/** How many runs the page keeps; older ones are let go. */
export const KEPT_RUNS = 20;

interface SpeedtestResultsState {
  runs: SpeedtestRun[];
  keep: (run: Omit<SpeedtestRun, 'id'>) => void;
  clear: () => void;
}

/** The results of this session's tests: UI state, gone when the page is reloaded. */
export const useSpeedtestResults = create<SpeedtestResultsState>()((set) => ({
  runs: [],
  keep: (run) =>
    set(({ runs }) => ({ runs: [{ ...run, id: (runs[0]?.id ?? 0) + 1 }, ...runs].slice(0, KEPT_RUNS) })),
  clear: () => set({ runs: [] }),
}));
