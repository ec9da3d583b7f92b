import { equipmentSummary, signalView } from '@lf/protocol';

/**
 * The parts of the protocol's responses the viewer and the pickers read; the full schemas are
 * the protocol's (`@lf/protocol`).
 */

/** The viewer reads only the live part of a signal row, and whether its writes ask first. */
export const signalValue = signalView.pick({
  signalId: true,
  value: true,
  ts: true,
  quality: true,
  confirmWrite: true,
  dataType: true,
});

/** The equipment pickers read only who an equipment is and whether it is online. */
export const equipmentChoice = equipmentSummary.pick({
  id: true,
  name: true,
  type: true,
  online: true,
});
