import { z } from 'zod';
import { alarmRules, equipmentId, pageInput, type AlarmRule, type Paged } from './equipment';
import { formBool, formInt, formJson, formNumber, formString } from './form';
import type { Bilingual } from './i18n';
import {
  agentSignalConfig,
  ECONOMIZE_MODES,
  MODBUS_AREAS,
  mqttIdentifier,
  SIGNAL_ACCESS,
  SIGNAL_DATA_TYPES,
  WORD_ORDERS,
  type AgentConfig,
} from './mqttAgentConfig';

/**
 * The manage area (SPEC §2 "/manage"): equipment with their drivers, signals and reports,
 * gateways and their agent configuration, firmware models, protocols, equipment models, system
 * announcements and embedded frames. Every call needs an administrator; ids of other
 * organisations answer NOT_FOUND.
 */

export const ADMIN_LIMITS = {
  nameMax: 64,
  descriptionMax: 500,
  unitMax: 16,
  signalsPerEquipment: 10_000,
  /** An import file, as base64 text in a form field (the body limit is 2 MB). */
  importMaxBytes: 1_400_000,
  imageMaxBytes: 1_000_000,
  announcementTitleMax: 100,
  announcementContentMax: 5000,
  reportsPerEquipment: 100,
} as const;

const name = formString(ADMIN_LIMITS.nameMax).min(1);
const optionalNumber = z.preprocess((v) => (v === '' ? null : v), formNumber.nullable());

/** Parameters of one driver protocol, described so that a form can be built from them. */
export interface ProtocolParameter {
  key: string;
  label: Bilingual;
  type: 'text' | 'integer';
  required: boolean;
  min?: number;
  max?: number;
  default?: string | number;
}

export interface ProtocolDefinition {
  id: string;
  name: Bilingual;
  parameters: ProtocolParameter[];
}

/**
 * The driver protocols the gateway agent implements. A new protocol is one more entry here, a
 * settings schema in `driverSettingsSchemas` and a driver in the agent.
 */
export const PROTOCOLS: ProtocolDefinition[] = [
  {
    id: 'modbus-tcp',
    name: { zh: 'Modbus TCP', en: 'Modbus TCP' },
    parameters: [
      { key: 'host', label: { zh: '主机地址', en: 'Host' }, type: 'text', required: true },
      {
        key: 'port',
        label: { zh: '端口', en: 'Port' },
        type: 'integer',
        required: true,
        min: 1,
        max: 65535,
        default: 502,
      },
      {
        key: 'unitId',
        label: { zh: '从站地址', en: 'Unit id' },
        type: 'integer',
        required: true,
        min: 0,
        max: 255,
        default: 1,
      },
      {
        key: 'timeoutMs',
        label: { zh: '超时（毫秒）', en: 'Timeout (ms)' },
        type: 'integer',
        required: true,
        min: 50,
        max: 60_000,
        default: 1000,
      },
      {
        key: 'pollIntervalMs',
        label: { zh: '采集周期（毫秒）', en: 'Poll interval (ms)' },
        type: 'integer',
        required: true,
        min: 50,
        max: 3_600_000,
        default: 1000,
      },
    ],
  },
];

export const modbusTcpSettings = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.:_-]+$/, 'a host name or IP address'),
  port: formInt.pipe(z.number().int().min(1).max(65535)).default(502),
  unitId: formInt.pipe(z.number().int().min(0).max(255)).default(1),
  timeoutMs: formInt.pipe(z.number().int().min(50).max(60_000)).default(1000),
  pollIntervalMs: formInt.pipe(z.number().int().min(50).max(3_600_000)).default(1000),
});
export type ModbusTcpSettings = z.infer<typeof modbusTcpSettings>;

export const driverSettingsSchemas = { 'modbus-tcp': modbusTcpSettings } as const;
export const PROTOCOL_IDS = ['modbus-tcp'] as const;
export type ProtocolId = (typeof PROTOCOL_IDS)[number];

export const driverConfig = z.object({
  protocol: z.enum(PROTOCOL_IDS),
  settings: modbusTcpSettings,
});
export type DriverConfig = z.infer<typeof driverConfig>;

/** POST /lfscada/system/protocol/query → ProtocolRow[] */
export interface ProtocolRow extends ProtocolDefinition {
  enabled: boolean;
  equipmentCount: number;
}
/** POST /lfscada/system/protocol/edit {id, enabled} */
export const protocolEditRequest = z.object({ id: z.enum(PROTOCOL_IDS), enabled: formBool });

// ─── equipment ───────────────────────────────────────────────────────────────

const equipmentFields = {
  name,
  model: formString(ADMIN_LIMITS.nameMax).optional(),
  location: formString(200).optional(),
  lat: optionalNumber.pipe(z.number().min(-90).max(90).nullable()).optional(),
  lng: optionalNumber.pipe(z.number().min(-180).max(180).nullable()).optional(),
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
};

/** POST /lfscada/equipment/multi/add → {id}; `modelId` creates signals and reports from a model. */
export const equipmentAddRequest = z.object({
  ...equipmentFields,
  type: z.enum(['eg', 'gm']).default('eg'),
  modelId: formString(64).optional(),
  gatewayId: mqttIdentifier.optional(),
});
export type EquipmentAddRequest = z.input<typeof equipmentAddRequest>;

/** POST /lfscada/equipment/multi/edit */
export const equipmentEditRequest = z.object({ id: equipmentId, ...equipmentFields });
export type EquipmentEditRequest = z.input<typeof equipmentEditRequest>;

/** POST /lfscada/equipment/multi/delete | purge | restore {id} */
export const equipmentIdRequest = z.object({ id: equipmentId });

/** POST /lfscada/equipment/multi/setDisplay {id, display} */
export const setDisplayRequest = z.object({
  id: equipmentId,
  display: z.enum(['list', 'designer']),
});

/** POST /lfscada/equipment/multi/bindGateway {id, gatewayId}; unbindGateway {id} */
export const bindGatewayRequest = z.object({ id: equipmentId, gatewayId: mqttIdentifier });

/** POST /lfscada/equipment/multi/driver/edit {id, driver (JSON)} */
export const driverEditRequest = z.object({ id: equipmentId, driver: formJson(driverConfig) });

/** POST /lfscada/equipment/multi/image/upload {id, image: data URL of a png, jpg, gif or webp} */
export const imageUploadRequest = z.object({
  id: equipmentId,
  image: z
    .string()
    .max(Math.ceil((ADMIN_LIMITS.imageMaxBytes * 4) / 3) + 64)
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'a png, jpg, gif or webp'),
});

/** POST /lfscada/equipment/multi/manage/query: the manage list, with state filters. */
export const manageEquipmentQueryRequest = z.object({
  keyword: formString(64).optional(),
  online: formBool.optional(),
  alarm: formBool.optional(),
  ...pageInput,
});
export type ManageEquipmentQuery = z.input<typeof manageEquipmentQueryRequest>;

export interface ManageEquipmentRow {
  id: string;
  name: string;
  type: 'eg' | 'gm';
  model: string;
  location: string;
  display: 'list' | 'designer';
  gatewayId: string | null;
  gatewayName: string | null;
  online: boolean;
  alarmCount: number;
  signalCount: number;
  protocol: string | null;
  gmtCreate: string;
}
export type ManageEquipmentPage = Paged<ManageEquipmentRow>;

/** POST /lfscada/equipment/multi/deleted/query → DeletedEquipmentRow[] (kept until purged). */
export interface DeletedEquipmentRow {
  id: string;
  name: string;
  signalCount: number;
  deletedAt: string;
  deletedBy: string;
}

// ─── signals ─────────────────────────────────────────────────────────────────

/** A signal as the administrator defines it. Cross-field rules are those of the agent. */
export const signalFields = z
  .object({
    name,
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
  });
export type SignalFields = z.infer<typeof signalFields>;
export type SignalFieldsInput = z.input<typeof signalFields>;

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

/** POST /lfscada/equipment/multi/signal/import {equipmentId, format, content (base64)} */
export const signalImportRequest = z.object({
  equipmentId,
  format: z.enum(SIGNAL_FILE_FORMATS),
  content: z
    .string()
    .min(1)
    .max(Math.ceil((ADMIN_LIMITS.importMaxBytes * 4) / 3))
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'base64 text'),
});

/** A refused row of an import: its row number in the file (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  reason: string;
}
export interface SignalImportResult {
  imported: number;
  errors: ImportRowError[];
}

/** POST /lfscada/equipment/multi/signal/export {equipmentId, format} → a file as base64. */
export const signalExportRequest = z.object({ equipmentId, format: z.enum(SIGNAL_FILE_FORMATS) });
export interface FileDownload {
  filename: string;
  mimeType: string;
  base64: string;
}

// ─── reports ─────────────────────────────────────────────────────────────────

const signalIdList = formJson(
  z.array(z.string().regex(/^\d{1,10}$/)).max(ADMIN_LIMITS.signalsPerEquipment),
);
export const reportAddRequest = z.object({ equipmentId, name, signalIds: signalIdList });
export const reportEditRequest = z.object({
  id: formString(20).regex(/^\d{1,10}$/),
  name,
  signalIds: signalIdList,
});
export const reportDeleteRequest = z.object({ id: formString(20).regex(/^\d{1,10}$/) });
export interface ReportDefinition {
  id: string;
  equipmentId: string;
  name: string;
  signalIds: string[];
}

/** The equipment with everything the edit screen and `getEquipDetail` show. */
export interface ManagedEquipment {
  id: string;
  name: string;
  type: 'eg' | 'gm';
  model: string;
  location: string;
  lat: number | null;
  lng: number | null;
  description: string;
  image: string;
  display: 'list' | 'designer';
  gateway: GatewayRow | null;
  driver: DriverConfig | null;
  signals: SignalDefinition[];
  reports: ReportDefinition[];
}

// ─── gateways ────────────────────────────────────────────────────────────────

const economizeFields = {
  vpn: formBool.default(false),
  economizeOpen: formBool.default(false),
  economizeMode: z.enum(ECONOMIZE_MODES).default('time'),
  interval: formInt.pipe(z.number().int().min(1).max(3600)).default(60),
  hardwareId: formString(64).optional(),
};

/** POST /lfscada/gateway/add → GatewayCredentials (the password is shown this once). */
export const gatewayAddRequest = z.object({
  id: mqttIdentifier,
  name,
  ...economizeFields,
  brokerUrl: formString(255)
    .regex(/^(mqtts?|wss?|tcp|tls):\/\/.+/, 'an mqtt:// or mqtts:// URL')
    .optional(),
});
export type GatewayAddRequest = z.input<typeof gatewayAddRequest>;
export const gatewayEditRequest = z.object({ id: mqttIdentifier, name, ...economizeFields });
export type GatewayEditRequest = z.input<typeof gatewayEditRequest>;
export const gatewayIdRequest = z.object({ id: mqttIdentifier });
/** POST /lfscada/gateway/rotateCredentials {id, brokerUrl?} → GatewayCredentials */
export const gatewayRotateRequest = z.object({
  id: mqttIdentifier,
  brokerUrl: gatewayAddRequest.shape.brokerUrl,
});
export const gatewayQueryRequest = z.object({ keyword: formString(64).optional(), ...pageInput });

export interface GatewayRow {
  id: string;
  name: string;
  online: boolean;
  vpn: boolean;
  economizeOpen: boolean;
  economizeMode: (typeof ECONOMIZE_MODES)[number];
  interval: number;
  hardwareId: string | null;
  agentVersion: string;
  lastSeen: string | null;
  equipment: { id: string; name: string }[];
}
export type GatewayPage = Paged<GatewayRow>;

/** A gateway's new credentials inside the agent configuration file to download. */
export interface GatewayCredentials {
  gatewayId: string;
  filename: string;
  config: AgentConfig;
}

// ─── firmware models, equipment models ───────────────────────────────────────

export const hardwareFields = {
  name,
  firmwareVersion: formString(32).min(1),
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
};
export const hardwareAddRequest = z.object(hardwareFields);
export const hardwareEditRequest = z.object({ id: formString(64).min(1), ...hardwareFields });
export const idRequest = z.object({ id: formString(64).min(1) });
export interface HardwareRow {
  id: string;
  name: string;
  firmwareVersion: string;
  description: string;
  gatewayCount: number;
}

export const modelTemplate = z.object({
  driver: driverConfig.nullable().default(null),
  signals: z.array(signalFields).max(ADMIN_LIMITS.signalsPerEquipment),
  reports: z
    .array(z.object({ name, signalNames: z.array(z.string().max(64)).max(1000) }))
    .max(ADMIN_LIMITS.reportsPerEquipment)
    .default([]),
});
export type ModelTemplate = z.infer<typeof modelTemplate>;

/** POST /lfscada/system/model/add {name, description, template (JSON)} or {…, fromEquipmentId}. */
export const modelAddRequest = z.object({
  name,
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
  template: formJson(modelTemplate).optional(),
  fromEquipmentId: equipmentId.optional(),
});
export const modelEditRequest = z.object({
  id: formString(64).min(1),
  name,
  description: formString(ADMIN_LIMITS.descriptionMax).optional(),
  template: formJson(modelTemplate),
});
export interface ModelRow {
  id: string;
  name: string;
  description: string;
  template: ModelTemplate;
  gmtModified: string;
}

// ─── announcements, frames ───────────────────────────────────────────────────

export const announcementFields = {
  title: formString(ADMIN_LIMITS.announcementTitleMax).min(1),
  content: formString(ADMIN_LIMITS.announcementContentMax).min(1),
};
export const announcementAddRequest = z.object(announcementFields);
export const announcementEditRequest = z.object({
  id: formString(64).min(1),
  ...announcementFields,
});
export const ANNOUNCEMENT_STATES = ['draft', 'published', 'withdrawn'] as const;
export interface AnnouncementRow {
  id: string;
  title: string;
  content: string;
  state: (typeof ANNOUNCEMENT_STATES)[number];
  publishedAt: string | null;
  gmtModified: string;
}
/** POST /lfscada/notice/detail {id} (any user of the organisation, published notices only). */
export const noticeDetailRequest = z.object({ id: formString(64).min(1) });
export interface NoticeDetail {
  id: string;
  title: string;
  content: string;
  publishedAt: string;
}

/** An embedded page of `/manage/frame/{path}`: only configured paths open. */
export const framePath = formString(64).regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a-z, 0-9 and -');
export const frameAddRequest = z.object({
  path: framePath,
  title: name,
  url: formString(1000).regex(/^https?:\/\/\S+$/, 'an http:// or https:// URL'),
});
export const frameRefRequest = z.object({ path: framePath });
export interface FrameRow {
  path: string;
  title: string;
  url: string;
}

// ─── refusals ────────────────────────────────────────────────────────────────

/** Texts of the manage area's refusals; `{field}` names the offending field. */
export const ADMIN_MESSAGES = {
  duplicate: { zh: '{field} “{value}” 已存在', en: '{field} "{value}" already exists' },
  unknownReference: { zh: '{field} 不存在', en: '{field} does not exist' },
  importUnreadable: {
    zh: '文件无法读取：{reason}',
    en: 'The file cannot be read: {reason}',
  },
  importMissingColumn: {
    zh: '文件缺少列 {field}',
    en: 'The file has no column {field}',
  },
  tooManySignals: {
    zh: '一台设备最多 {max} 个变量',
    en: 'An equipment has at most {max} signals',
  },
  gatewayNotModbus: {
    zh: '{field} 未配置驱动，无法下发到网关',
    en: '{field} has no driver, so it cannot be sent to a gateway',
  },
  announcementState: {
    zh: '公告当前状态为 {state}，不能执行此操作',
    en: 'The announcement is {state}; this cannot be done now',
  },
  frameUnknown: { zh: '未配置的嵌入页面：{field}', en: 'Unknown embedded page: {field}' },
} as const satisfies Record<string, Bilingual>;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;
