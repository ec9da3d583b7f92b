import { create } from 'zustand';

/** The colour picker's recent colours, shared by every colour field of the session. */
export const useRecentColours = create<{
  recent: readonly string[];
  set: (r: readonly string[]) => void;
}>()((set) => ({ recent: [], set: (recent) => set({ recent }) }));
