import type { DesignerEnv } from '../features/designer/env';

/** A designer's surroundings for a component test: nothing to bind, and the given pages. */
export function testDesignerEnv(pages: DesignerEnv['pages'] = []): DesignerEnv {
  return {
    scope: 'test',
    equipments: () => Promise.resolve([]),
    reports: () => Promise.resolve([]),
    signalsOfEquipment: () => Promise.resolve([]),
    signalsOfReport: () => Promise.resolve([]),
    pages,
  };
}
