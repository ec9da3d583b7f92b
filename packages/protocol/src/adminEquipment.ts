import { z } from 'zod';
import { equipmentId, pageInput, signalId, type Paged } from './equipment';
import { formBool, formJson, formString } from './form';
import { driverConfig, type DriverConfig } from './adminDrivers';
import { adminName, optionalNumber } from './adminFields';
import type { GatewayRow } from './adminGateways';
import { ADMIN_LIMITS } from './adminLimits';
import type { ReportDefinition, SignalDefinition } from './adminSignals';
import { mqttIdentifier } from './mqttAgentConfig';

const equipmentFields = {
  name: adminName,
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

/** A position signal of a moving equipment: one of its own signals, '' or null to clear. */
const positionSignal = z.preprocess((v) => (v === '' ? null : v), signalId.nullable()).optional();

/**
 * POST /lfscada/equipment/multi/edit; `latSignalId`/`lngSignalId` bind two of the equipment's own
 * signals as its live latitude and longitude (both or neither, two different signals).
 */
export const equipmentEditRequest = z.object({
  id: equipmentId,
  ...equipmentFields,
  latSignalId: positionSignal,
  lngSignalId: positionSignal,
});
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

/** The equipment with everything the edit screen and `getEquipDetail` show. */
export interface ManagedEquipment {
  id: string;
  name: string;
  type: 'eg' | 'gm';
  model: string;
  location: string;
  lat: number | null;
  lng: number | null;
  /** The signals bound as live latitude and longitude (moving equipment), else null. */
  latSignalId: string | null;
  lngSignalId: string | null;
  description: string;
  image: string;
  display: 'list' | 'designer';
  gateway: GatewayRow | null;
  driver: DriverConfig | null;
  signals: SignalDefinition[];
  reports: ReportDefinition[];
}
