import {
  CustomSymbolImportResultSchema,
  CustomSymbolSchema,
  CustomSymbolSetSchema,
  customSymbolList,
  type CustomSymbol,
  type CustomSymbolDesign,
} from '@lf/protocol';
import { z } from 'zod';
import { create } from 'zustand';
import { call } from '../../../../api/client';

/**
 * The organisation's custom symbols, loaded once per visit and shared by the palette, the
 * property panel and every placed widget of the designer and the viewer (a page of fifty pumps
 * asks once). Edits of the palette write the answer of the server back here.
 */
interface CustomSymbolState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  symbols: readonly CustomSymbol[];
  load: () => Promise<void>;
  put: (symbol: CustomSymbol) => void;
  drop: (id: string) => void;
}

export const useCustomSymbolStore = create<CustomSymbolState>()((set, get) => ({
  status: 'idle',
  symbols: [],
  load: async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    try {
      const symbols = await call('/lfscada/symbol/list', customSymbolList, undefined, {
        method: 'GET',
        quiet: true,
      });
      set({ status: 'ready', symbols });
    } catch {
      set({ status: 'failed' });
    }
  },
  put: (symbol) =>
    set(({ symbols }) => ({
      symbols: [...symbols.filter((known) => known.id !== symbol.id), symbol].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    })),
  drop: (id) => set(({ symbols }) => ({ symbols: symbols.filter((known) => known.id !== id) })),
}));

/** The symbols, loading them at the first use. */
export function useCustomSymbols(): readonly CustomSymbol[] {
  const status = useCustomSymbolStore((state) => state.status);
  const load = useCustomSymbolStore((state) => state.load);
  if (status === 'idle') void load();
  return useCustomSymbolStore((state) => state.symbols);
}

export function useCustomSymbol(id: string): CustomSymbol | undefined {
  return useCustomSymbols().find((symbol) => symbol.id === id);
}

export const createCustomSymbol = (name: string, svg: string) =>
  call('/lfscada/symbol/create', CustomSymbolSchema, { name, svg });

export const saveCustomSymbol = (id: string, name: string, design: CustomSymbolDesign) =>
  call('/lfscada/symbol/save', CustomSymbolSchema, { id, name, design });

export const deleteCustomSymbol = (id: string) =>
  call('/lfscada/symbol/delete', z.unknown(), { id });

export const exportCustomSymbols = () =>
  call('/lfscada/symbol/export', CustomSymbolSetSchema, undefined, { method: 'GET' });

export const importCustomSymbols = (file: string) =>
  call('/lfscada/symbol/import', CustomSymbolImportResultSchema, { file });
