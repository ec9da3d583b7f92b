import { z } from 'zod';
import { numeric, text } from './primitives';

export const DATA_TYPES = ['signal', 'report', 'system'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** A reference to one equipment signal (SPEC §3 "Signal reference"). */
export const SignalRefSchema = z.object({
  signalId: text,
  equipId: text.default(''),
  signalTitle: z.string().default(''),
  equipTitle: z.string().default(''),
  /** On a model template page: the signal's name, resolved per equipment (templates/). */
  signalName: z.string().optional(),
});
export type SignalRef = z.output<typeof SignalRefSchema>;

/**
 * What a widget shows (SPEC §3 "data"): one signal, the signals of a report, or a system key.
 * An empty `signalId` / `systemKey` means unbound.
 */
export const DataBindingSchema = z.object({
  type: z.enum(DATA_TYPES).default('signal'),
  equipId: text.default(''),
  signalId: text.default(''),
  /** On a model template page: the signal's name, resolved per equipment (templates/). */
  signalName: z.string().optional(),
  signalArray: z.array(SignalRefSchema).default([]),
  reportSignalArray: z.array(SignalRefSchema).default([]),
  systemKey: z.string().default(''),
  systemArray: z.array(z.string()).default([]),
  title: z.string().default(''),
  subTitle: z.string().default(''),
});
export type DataBinding = z.output<typeof DataBindingSchema>;

/** A sub-binding of a widget (SPEC §3 "Items"), e.g. one option of a dropdown. */
export const ItemSchema = z.object({
  id: text,
  itemType: z.string().default(''),
  dataId: text.default(''),
  /** On a model template page: `dataId`'s signal by name, resolved per equipment. */
  signalName: z.string().optional(),
  dataName: z.string().default(''),
  dataType: z.enum(DATA_TYPES).default('signal'),
  dataAddon: z.record(z.string(), z.unknown()).default({}),
  dataArray: z.array(SignalRefSchema).default([]),
  reserve: z.string().default(''),
  seq: numeric.default(0),
});
export type Item = z.output<typeof ItemSchema>;

/** The page's binding summary, recomputed from the widgets on every save. */
export const BindSchema = z.object({
  equips: z.array(text).default([]),
  signals: z.array(text).default([]),
  keys: z.array(z.string()).default([]),
});
export type Bind = z.output<typeof BindSchema>;
