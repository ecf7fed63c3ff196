import { create } from 'zustand';
import { createObjectManagerSlice, type ObjectManagerSlice } from './object-manager-slice';
import { createRewindSlice, type RewindSlice } from './rewind-slice';

/** The object browser's UI state: the transfers in the object manager and the rewind date. */
export const useObjectsStore = create<ObjectManagerSlice & RewindSlice>()((...store) => ({
  ...createObjectManagerSlice(...store),
  ...createRewindSlice(...store),
}));
