import { z } from 'zod';
import { formBool } from './form';
import type { ProtocolId, ProtocolParameter } from './drivers';
import { DRIVER_CATALOGUE, parametersOf, PROTOCOL_IDS } from './drivers';
import type { Bilingual } from './i18n';

export * from './drivers';

export interface ProtocolDefinition {
  id: ProtocolId;
  name: Bilingual;
  parameters: ProtocolParameter[];
}

/** The protocol catalogue the admin screens show, each driver's fields read from its schema. */
export const PROTOCOLS: ProtocolDefinition[] = PROTOCOL_IDS.map((id) => ({
  id,
  name: DRIVER_CATALOGUE[id].name,
  parameters: parametersOf(DRIVER_CATALOGUE[id].settings),
}));

/** POST /lfscada/system/protocol/query → ProtocolRow[] */
export interface ProtocolRow extends ProtocolDefinition {
  enabled: boolean;
  equipmentCount: number;
}
/** POST /lfscada/system/protocol/edit {id, enabled} */
export const protocolEditRequest = z.object({ id: z.enum(PROTOCOL_IDS), enabled: formBool });
