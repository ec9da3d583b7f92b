import { create } from 'zustand';
import type { UserInfo } from '@lf/protocol';

interface SessionState {
  user: UserInfo | null;
  setUser: (user: UserInfo) => void;
  clear: () => void;
}

/** The logged-in user; null until user info loads, cleared on logout and on session loss. */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  setUser: (user) => set({ user }),
  clear: () => set({ user: null }),
}));
