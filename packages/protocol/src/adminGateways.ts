import { z } from 'zod';
import { pageInput, type Paged } from './equipment';
import { formBool, formInt, formString } from './form';
import { adminName } from './adminFields';
import { ECONOMIZE_MODES, mqttIdentifier, type AgentConfig } from './mqttAgentConfig';

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
  name: adminName,
  ...economizeFields,
  brokerUrl: formString(255)
    .regex(/^(mqtts?|wss?|tcp|tls):\/\/.+/, 'an mqtt:// or mqtts:// URL')
    .optional(),
});
export type GatewayAddRequest = z.input<typeof gatewayAddRequest>;
export const gatewayEditRequest = z.object({
  id: mqttIdentifier,
  name: adminName,
  ...economizeFields,
});
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
  /** The agent's OPC UA certificate thumbprint, for a plant's server to trust; null until known. */
  opcuaThumbprint: string | null;
  /** The Sparkplug B group whose edge node this gateway is (its id the edge node id); null: none. */
  sparkplugGroup: string | null;
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

/**
 * Why the server refused something a device sent over MQTT (counted per gateway): a connection
 * with wrong credentials or a client id other than its username, a publish or subscription
 * outside its own topics, a packet over MQTT_MAX_PACKET_BYTES, a payload that is not JSON, holds a
 * NUL or has the wrong shape, a sample of a signal it does not own or with a time outside the
 * accepted window, and publishes held back by its rate limit.
 */
export const MQTT_REFUSAL_REASONS = [
  'badCredentials',
  'clientIdMismatch',
  'foreignPublish',
  'foreignSubscribe',
  'packetTooLarge',
  'notJson',
  'nulCharacter',
  'badShape',
  'unknownSignal',
  'timeOutOfRange',
  'throttled',
] as const;
export type MqttRefusalReason = (typeof MQTT_REFUSAL_REASONS)[number];

/** POST /lfscada/gateway/mqttRefusals {id?} → MqttRefusalRow[] (the user's gateways only). */
export const gatewayRefusalsRequest = z.object({ id: mqttIdentifier.optional() });
export interface MqttRefusalRow {
  gatewayId: string;
  reason: MqttRefusalReason;
  count: number;
  firstAt: string;
  lastAt: string;
  /** The topic or the validation error of the latest refusal. */
  lastDetail: string;
}
