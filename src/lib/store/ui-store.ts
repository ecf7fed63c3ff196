import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SnackMessage {
  message: string;
  detailedErrorMsg?: string;
  type: 'message' | 'error';
}

interface UiState {
  sidebarOpen: boolean;
  serverNeedsRestart: boolean;
  serverIsLoading: boolean;
  snackBar: SnackMessage | null;
  modalSnackBar: SnackMessage | null;
  toggleSidebar: () => void;
  setServerNeedsRestart: (needsRestart: boolean) => void;
  setServerIsLoading: (loading: boolean) => void;
  showMessage: (message: string) => void;
  showError: (error: { errorMessage: string; detailedError?: string | undefined }) => void;
  clearSnackBar: () => void;
  showModalError: (error: { errorMessage: string; detailedError?: string | undefined }) => void;
  clearModalSnackBar: () => void;
}

const asError = (error: { errorMessage: string; detailedError?: string | undefined }): SnackMessage => ({
  message: error.errorMessage,
  detailedErrorMsg: error.detailedError,
  type: 'error',
});

/** UI state only: server data lives in react-query. The sidebar state is remembered across visits. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sidebarOpen: true,
      serverNeedsRestart: false,
      serverIsLoading: false,
      snackBar: null,
      modalSnackBar: null,
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
      setServerNeedsRestart: (serverNeedsRestart) => set({ serverNeedsRestart }),
      setServerIsLoading: (serverIsLoading) => set({ serverIsLoading }),
      showMessage: (message) => set({ snackBar: message ? { message, type: 'message' } : null }),
      showError: (error) => set({ snackBar: asError(error) }),
      clearSnackBar: () => set({ snackBar: null }),
      showModalError: (error) => set({ modalSnackBar: asError(error) }),
      clearModalSnackBar: () => set({ modalSnackBar: null }),
    }),
    {
      name: 'console-ui',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sidebarOpen: state.sidebarOpen }),
    },
  ),
);
