import type { Widget } from '../document/widget';
import { compare, type LiveValue } from '../evaluate/compare';
import type { PipeAddon, PipeFlowDirection } from './addon';

export interface PipeFlow {
  readonly direction: PipeFlowDirection;
  /** Canvas units per second. */
  readonly speed: number;
}

/**
 * Whether the pipe's medium flows now, and how: never for `none`, always for `always`, and
 * for `condition` while `value`, the live value of the pipe's binding, meets it (no value yet:
 * no flow). Null when still.
 */
export function pipeFlow(widget: Widget, value: LiveValue | undefined): PipeFlow | null {
  const addon = widget.dataAddon as PipeAddon;
  const flowing =
    addon.flow === 'always' ||
    (addon.flow === 'condition' && compare(value?.value, addon.flowSymbol, addon.flowValue));
  return flowing ? { direction: addon.direction, speed: addon.speed } : null;
}
