import type { StateCreator } from 'zustand';

export interface RewindState {
  rewindEnabled: boolean;
  bucketToRewind: string;
  /** ISO 8601 date-time the listing shows the bucket as it was at. */
  dateToRewind: string | null;
}

export interface RewindSlice {
  rewind: RewindState;
  setRewind: (bucketToRewind: string, dateToRewind: string) => void;
  resetRewind: () => void;
}

const NO_REWIND: RewindState = { rewindEnabled: false, bucketToRewind: '', dateToRewind: null };

export const createRewindSlice: StateCreator<RewindSlice> = (set) => ({
  rewind: NO_REWIND,
  setRewind: (bucketToRewind, dateToRewind) =>
    set({ rewind: { rewindEnabled: true, bucketToRewind, dateToRewind } }),
  resetRewind: () => set({ rewind: NO_REWIND }),
});
