import type { StateCreator } from 'zustand';

/** An upload or download in the object manager panel (spec §3 "managed object"). */
export interface ManagedObject {
  instanceID: string;
  type: 'upload' | 'download';
  bucketName: string;
  /** The object key (or, for a zip of several, the archive's name). */
  name: string;
  percentage: number;
  /** Not started yet (queued, or waiting for the user to choose the file again to resume). */
  waitingForFile: boolean;
  done: boolean;
  /** Set when the transfer failed or was cancelled; such an item can be retried or removed. */
  error?: string;
}

export interface ObjectManagerSlice {
  objectsToManage: ManagedObject[];
  managerOpen: boolean;
  addManagedObject: (object: Omit<ManagedObject, 'percentage' | 'waitingForFile' | 'done'>) => void;
  /** Adds several in one update (a folder's files), each at the front in turn: the last one given ends up first. */
  addManagedObjects: (objects: Omit<ManagedObject, 'percentage' | 'waitingForFile' | 'done'>[]) => void;
  updateProgress: (instanceID: string, percentage: number) => void;
  completeObject: (instanceID: string) => void;
  failObject: (instanceID: string, error: string) => void;
  retryObject: (instanceID: string) => void;
  deleteManagedObject: (instanceID: string) => void;
  cleanDone: () => void;
  toggleManager: () => void;
  openManager: () => void;
  closeManager: () => void;
}

const updating = (objects: ManagedObject[], instanceID: string, change: Partial<ManagedObject>) =>
  objects.map((object) => (object.instanceID === instanceID ? { ...object, ...change } : object));

/** The panel closes itself when its list becomes empty. */
const withObjects = (objectsToManage: ManagedObject[]) =>
  objectsToManage.length === 0 ? { objectsToManage, managerOpen: false } : { objectsToManage };

export const createObjectManagerSlice: StateCreator<ObjectManagerSlice> = (set) => ({
  objectsToManage: [],
  managerOpen: false,
  addManagedObject: (object) =>
    set((state) => ({
      objectsToManage: [
        { ...object, percentage: 0, waitingForFile: true, done: false },
        ...state.objectsToManage,
      ],
      managerOpen: true,
    })),
  addManagedObjects: (objects) =>
    set((state) => ({
      objectsToManage: [
        ...objects
          .map((object) => ({ ...object, percentage: 0, waitingForFile: true, done: false }))
          .reverse(),
        ...state.objectsToManage,
      ],
      managerOpen: true,
    })),
  updateProgress: (instanceID, percentage) =>
    set((state) => ({
      objectsToManage: updating(state.objectsToManage, instanceID, { percentage, waitingForFile: false }),
    })),
  completeObject: (instanceID) =>
    set((state) => ({
      objectsToManage: updating(state.objectsToManage, instanceID, { percentage: 100, done: true }),
    })),
  failObject: (instanceID, error) =>
    set((state) => ({ objectsToManage: updating(state.objectsToManage, instanceID, { error }) })),
  retryObject: (instanceID) =>
    set((state) => ({
      objectsToManage: updating(state.objectsToManage, instanceID, {
        error: undefined,
        waitingForFile: true,
      }),
    })),
  deleteManagedObject: (instanceID) =>
    set((state) => withObjects(state.objectsToManage.filter((object) => object.instanceID !== instanceID))),
  cleanDone: () => set((state) => withObjects(state.objectsToManage.filter((object) => !object.done))),
  toggleManager: () => set((state) => ({ managerOpen: !state.managerOpen })),
  openManager: () => set({ managerOpen: true }),
  closeManager: () => set({ managerOpen: false }),
});
