import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DesignerActions, DesignerState, DesignerStore } from './store';

export const DesignerContext = createContext<DesignerStore | null>(null);

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerContext);
  if (!store) throw new Error('useDesigner outside a designer');
  return store;
}

/** Reads a slice of the designer's state (re-rendering only when the slice changes). */
export function useDesigner<T>(pick: (state: DesignerState & DesignerActions) => T): T {
  return useStore(useDesignerStore(), pick);
}
