import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isTheme, showTheme, type Theme, UI_STORAGE_KEY } from './theme';

export interface SnackMessage {
  message: string;
  detailedErrorMsg?: string;
  type: 'message' | 'error';
}

interface UiState {
  sidebarOpen: boolean;
  theme: Theme;
  serverNeedsRestart: boolean;
  serverIsLoading: boolean;
  snackBar: SnackMessage | null;
  modalSnackBar: SnackMessage | null;
  toggleSidebar: () => void;
  setTheme: (theme: Theme) => void;
  setServerNeedsRestart: (needsRestart: boolean) => void;
  setServerIsLoading: (loading: boolean) => void;
  showMessage: (message: string) => void;
  showError: (error: { errorMessage: string; detailedError?: string | undefined }) => void;
  clearSnackBar: () => void;
  showModalError: (error: { errorMessage: string; detailedError?: string | undefined }) => void;
  clearModalSnackBar: () => void;
}

type RememberedUi = Partial<Pick<UiState, 'sidebarOpen' | 'theme'>>;

/** What localStorage holds is anyone's to edit: only well-formed values are taken back. */
function rememberedUi(stored: unknown): RememberedUi {
  const fields = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const { sidebarOpen, theme } = fields;
  return {
    ...(typeof sidebarOpen === 'boolean' && { sidebarOpen }),
    ...(isTheme(theme) && { theme }),
  };
}

const asError = (error: { errorMessage: string; detailedError?: string | undefined }): SnackMessage => ({
  message: error.errorMessage,
  detailedErrorMsg: error.detailedError,
  type: 'error',
});

/** UI state only: server data lives in react-query. The sidebar state and the theme are remembered across visits. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sidebarOpen: true,
      theme: 'system',
      serverNeedsRestart: false,
      serverIsLoading: false,
      snackBar: null,
      modalSnackBar: null,
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
      setTheme: (theme) => {
        set({ theme });
        showTheme(theme);
      },
      setServerNeedsRestart: (serverNeedsRestart) => set({ serverNeedsRestart }),
      setServerIsLoading: (serverIsLoading) => set({ serverIsLoading }),
      showMessage: (message) => set({ snackBar: message ? { message, type: 'message' } : null }),
      showError: (error) => set({ snackBar: asError(error) }),
      clearSnackBar: () => set({ snackBar: null }),
      showModalError: (error) => set({ modalSnackBar: asError(error) }),
      clearModalSnackBar: () => set({ modalSnackBar: null }),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): RememberedUi => ({ sidebarOpen: state.sidebarOpen, theme: state.theme }),
      merge: (stored, current) => ({ ...current, ...rememberedUi(stored) }),
    },
  ),
);
