import { z } from 'zod';
import type { SignalView } from '@lf/protocol';

/** An equipment card shows at most this many key values. */
export const KEY_VALUES_MAX = 4;

/**
 * The key values of an equipment card: the signals chosen for its model (by name, in the chosen
 * order, those the equipment has), else its first analog signals, read-only measurements before
 * writable setpoints (a setpoint repeats what someone typed; a measurement tells what happens).
 */
export function chooseKeySignals(
  signals: readonly SignalView[],
  chosenNames: readonly string[] | undefined,
  max = KEY_VALUES_MAX,
): SignalView[] {
  const byName = new Map(signals.map((s) => [s.name, s]));
  const chosen = (chosenNames ?? []).flatMap((name) => byName.get(name) ?? []);
  if (chosen.length > 0) return chosen.slice(0, max);
  const analog = signals.filter((s) => s.dataType !== 'bool');
  const measured = analog.filter((s) => s.access === 'r');
  const set = analog.filter((s) => s.access !== 'r');
  return [...measured, ...set].slice(0, max);
}

/** The user's monitor settings (user config key `monitor`): key values by model name. */
const monitorConfig = z.object({
  cardSignals: z.record(z.string(), z.array(z.string())).default({}),
});
export type MonitorConfig = z.infer<typeof monitorConfig>;

/** The stored settings, or none when nothing (or something unreadable) is stored. */
export function parseMonitorConfig(text: string | undefined): MonitorConfig {
  if (!text) return { cardSignals: {} };
  try {
    const parsed = monitorConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { cardSignals: {} };
  } catch {
    return { cardSignals: {} };
  }
}

/** The settings with `model`'s key values set; an empty choice returns the model to the default. */
export function withKeySignals(
  config: MonitorConfig,
  model: string,
  names: readonly string[],
): MonitorConfig {
  const others = Object.entries(config.cardSignals).filter(([name]) => name !== model);
  const chosen = names.length === 0 ? [] : [[model, names.slice(0, KEY_VALUES_MAX)] as const];
  return { ...config, cardSignals: Object.fromEntries([...others, ...chosen]) };
}
