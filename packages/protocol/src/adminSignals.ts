import { z } from 'zod';
import { alarmRules, equipmentId, type AlarmRule } from './equipment';
import { formBool, formInt, formJson, formNumber, formString } from './form';
import { optionalNumber, adminName } from './adminFields';
import { ADMIN_LIMITS } from './adminLimits';
import {
  agentSignalConfig,
  MODBUS_AREAS,
  SIGNAL_ACCESS,
  SIGNAL_DATA_TYPES,
  WORD_ORDERS,
} from './mqttAgentConfig';
import { opcuaNodeId } from './opcua';
import { s7AddressText, s7WritableArea } from './s7';
import { parseS7Address, S7_DATA_TYPE } from './s7Address';

/** A form's empty text is no value. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A signal of a driver that does not address by Modbus register keeps its address in `point`
 * (OPC UA: NodeId, S7: S7 address); the Modbus columns then only describe its shape, as the
 * monitor and the write checks read them: bit or number (coil/discrete or holding/input, by
 * access), at address 0. An S7 address also gives the data type. Filled in before validation,
 * so the Modbus rules hold for every signal.
 */
function shapeFromPoint(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const fields = input as Record<string, unknown>;
  const s7Address = blankToUndefined(fields.s7Address);
  const nodeId = blankToUndefined(fields.nodeId);
  if (s7Address === undefined && nodeId === undefined) return input;
  let dataType = fields.dataType;
  if (typeof s7Address === 'string') {
    const parsed = parseS7Address(s7Address);
    if (!parsed.ok) return input;
    dataType = S7_DATA_TYPE[parsed.address.type];
  }
  const writable = fields.access === 'rw';
  const area =
    dataType === 'bool' ? (writable ? 'coil' : 'discrete') : writable ? 'holding' : 'input';
  return { ...fields, dataType, area, address: 0 };
}

/** The fields of a signal once `shapeFromPoint` filled in the shape of a point signal. */
const signalObject = z
  .object({
    s7Address: z.preprocess(blankToUndefined, s7AddressText.optional()),
    nodeId: z.preprocess(blankToUndefined, opcuaNodeId.optional()),
    name: adminName,
    unit: formString(ADMIN_LIMITS.unitMax).default(''),
    area: z.enum(MODBUS_AREAS),
    address: formInt.pipe(z.number().int().min(0).max(65535)),
    dataType: z.enum(SIGNAL_DATA_TYPES),
    wordOrder: z.enum(WORD_ORDERS).default('ABCD'),
    scale: formNumber.default(1),
    offset: formNumber.default(0),
    access: z.enum(SIGNAL_ACCESS).default('r'),
    min: optionalNumber.optional(),
    max: optionalNumber.optional(),
    alarmRules: formJson(alarmRules).default([]),
    /**
     * Writes ask first; absent, empty or null (a definition read back and sent again, where a
     * form carries null as 'null'): by data type (`defaultConfirmWrite`).
     */
    confirmWrite: z.preprocess(
      (value) => (value === null || value === 'null' ? undefined : blankToUndefined(value)),
      formBool.optional(),
    ),
  })
  .superRefine((signal, ctx) => {
    const agentView = agentSignalConfig.safeParse({
      id: '0',
      name: signal.name,
      area: signal.area,
      address: signal.address,
      dataType: signal.dataType,
      wordOrder: signal.wordOrder,
      scale: signal.scale,
      offset: signal.offset,
      access: signal.access,
      ...(signal.min === null || signal.min === undefined ? {} : { min: signal.min }),
      ...(signal.max === null || signal.max === undefined ? {} : { max: signal.max }),
    });
    if (!agentView.success) {
      for (const issue of agentView.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (
      signal.s7Address !== undefined &&
      signal.access === 'rw' &&
      !s7WritableArea(signal.s7Address)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['access'],
        message: 'inputs are read-only',
        params: { messageKey: 's7InputReadOnly' },
      });
    }
  });

/** A signal as the administrator defines it. Cross-field rules are those of the agent. */
export const signalFields = z.preprocess(shapeFromPoint, signalObject);
export type SignalFields = z.infer<typeof signalFields>;
export type SignalFieldsInput = z.input<typeof signalObject>;

export const signalAddRequest = z.intersection(z.object({ equipmentId }), signalFields);
export const signalEditRequest = z.intersection(
  z.object({ id: formString(20).regex(/^\d{1,10}$/, 'a signal id is digits') }),
  signalFields,
);
export const signalDeleteRequest = z.object({
  ids: formJson(
    z
      .array(z.string().regex(/^\d{1,10}$/))
      .min(1)
      .max(ADMIN_LIMITS.signalsPerEquipment),
  ),
});
export const equipmentRefRequest = z.object({ equipmentId });

export interface SignalDefinition {
  id: string;
  equipmentId: string;
  name: string;
  unit: string;
  area: (typeof MODBUS_AREAS)[number];
  address: number;
  dataType: (typeof SIGNAL_DATA_TYPES)[number];
  wordOrder: (typeof WORD_ORDERS)[number];
  scale: number;
  offset: number;
  access: (typeof SIGNAL_ACCESS)[number];
  min: number | null;
  max: number | null;
  alarmRules: AlarmRule[];
  /** Writes ask first: true or false as set, null when left to the data type. */
  confirmWrite: boolean | null;
  /**
   * The address of a signal whose driver does not address by Modbus register: the NodeId of an
   * OPC UA signal, the S7 address of an S7 one; absent for Modbus signals.
   */
  pointAddress?: string;
  /** The latest value (engineering units), null until one arrived. */
  value: number | boolean | null;
  ts: number | null;
}

export const SIGNAL_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type SignalFileFormat = (typeof SIGNAL_FILE_FORMATS)[number];

/** Columns of the signal import and export files, in order. */
export const SIGNAL_FILE_COLUMNS = [
  'name',
  'unit',
  'area',
  'address',
  'dataType',
  'wordOrder',
  'scale',
  'offset',
  'access',
  'min',
  'max',
  'alarmRules',
] as const;

/**
 * How an import treats a name the equipment already has: `add` refuses the row, `update` changes
 * that signal to the row's definition (a re-import of an exported file changes only what differs).
 */
export const SIGNAL_IMPORT_MODES = ['add', 'update'] as const;
export type SignalImportMode = (typeof SIGNAL_IMPORT_MODES)[number];

/**
 * POST /lfscada/equipment/multi/signal/import {equipmentId, format, content (base64), mode,
 * preview}. With `preview` nothing is stored: the answer says what the import would do.
 */
export const signalImportRequest = z.object({
  equipmentId,
  format: z.enum(SIGNAL_FILE_FORMATS),
  content: z
    .string()
    .min(1)
    .max(Math.ceil((ADMIN_LIMITS.importMaxBytes * 4) / 3))
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'base64 text'),
  mode: z.enum(SIGNAL_IMPORT_MODES).default('add'),
  preview: formBool.default(false),
});

/**
 * Why a row was refused, as a key the interface words in its language: a required cell is empty,
 * a cell is not valid for its column, the name appears earlier in the file, or (adding) the
 * equipment already has a signal of that name.
 */
export const IMPORT_ROW_REASONS = ['required', 'invalid', 'duplicateInFile', 'nameTaken'] as const;
export type ImportRowReason = (typeof IMPORT_ROW_REASONS)[number];

/** A refused row of an import: its row number in the file (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  reason: ImportRowReason;
  /** The cell as written (cut to `IMPORT_DETAIL_MAX` characters), for the reader to find it. */
  value: string;
}
export const IMPORT_DETAIL_MAX = 60;

/** A signal an update-mode import changes: its name and the file columns that differ. */
export interface SignalImportChange {
  name: string;
  fields: string[];
}
export interface SignalImportResult {
  /** True when nothing was stored: the counts say what the import would do. */
  preview: boolean;
  /** Signals added. */
  imported: number;
  updated: number;
  unchanged: number;
  errors: ImportRowError[];
  added: string[];
  changed: SignalImportChange[];
}

/** POST /lfscada/equipment/multi/signal/export {equipmentId, format} → a file as base64. */
export const signalExportRequest = z.object({ equipmentId, format: z.enum(SIGNAL_FILE_FORMATS) });
export const fileDownload = z.object({
  filename: z.string(),
  mimeType: z.string(),
  base64: z.string(),
});
export type FileDownload = z.infer<typeof fileDownload>;

// ─── reports ─────────────────────────────────────────────────────────────────

const signalIdList = formJson(
  z.array(z.string().regex(/^\d{1,10}$/)).max(ADMIN_LIMITS.signalsPerEquipment),
);
export const reportAddRequest = z.object({ equipmentId, name: adminName, signalIds: signalIdList });
export const reportEditRequest = z.object({
  id: formString(20).regex(/^\d{1,10}$/),
  name: adminName,
  signalIds: signalIdList,
});
export const reportDeleteRequest = z.object({ id: formString(20).regex(/^\d{1,10}$/) });
export interface ReportDefinition {
  id: string;
  equipmentId: string;
  name: string;
  signalIds: string[];
}
