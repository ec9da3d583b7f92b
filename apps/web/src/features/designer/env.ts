import { createContext, useContext } from 'react';
import type { PickerReport, PickerSignal } from '@lf/protocol';

/**
 * Where the designer gets what it binds to: the project designer asks about the project's
 * equipment, the configuration editor about its one equipment.
 */
export interface DesignerEnv {
  /** A key that names the source in query caches, e.g. `project:42`. */
  readonly scope: string;
  readonly equipments: () => Promise<{ id: string; name: string }[]>;
  readonly reports: () => Promise<PickerReport[]>;
  readonly signalsOfEquipment: (equipmentId: string) => Promise<PickerSignal[]>;
  readonly signalsOfReport: (reportId: string) => Promise<PickerSignal[]>;
  /** Pages a click event may open. */
  readonly pages: readonly { id: string; title: string }[];
}

export const DesignerEnvContext = createContext<DesignerEnv | null>(null);

export function useDesignerEnv(): DesignerEnv {
  const env = useContext(DesignerEnvContext);
  if (!env) throw new Error('no designer environment');
  return env;
}
