import { z } from 'zod';
import { equipmentId, projectId, shownValue, signalId } from './equipment';
import { formString } from './form';

/**
 * Asynchronous commands (SPEC §4 "Async command"): a write or read call answers `{uuid}`; the
 * web app then polls the callback until `status` is no longer `pending`. A command the device
 * has not answered by its expiry settles as failure with code 1301 (通讯超时).
 */

export const COMMAND_STATUSES = ['pending', 'success', 'failure'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Seconds the cloud waits for a device's answer (SPEC §9 write-value wait). */
export const COMMAND_WAIT_SECONDS = 60;

/** Refusal codes of a command, checked before anything is sent. */
export const COMMAND_CODES = {
  success: 200,
  timeout: 1301,
  deviceOffline: 1302,
  outOfLimit: 2003,
  readOnly: 2004,
  noWritePermission: 1003,
} as const;

/** A value as typed in a form: a number, or true/false for switches. */
const writeValue = formString(32)
  .min(1)
  .refine((v) => v === 'true' || v === 'false' || Number.isFinite(Number(v)), 'must be a number');

/** POST /lfscada/monitor/multi/signal/writeVal {signalId, value} → CommandAccepted */
export const equipmentWriteRequest = z.object({
  equipmentId: equipmentId.optional(),
  signalId,
  value: writeValue,
});
/** POST /lfscada/monitor/multi/signal/read {signalId} → CommandAccepted */
export const equipmentReadRequest = z.object({ equipmentId: equipmentId.optional(), signalId });
/** POST /lfscada/monitor/project/signal/writeVal {projectId, signalId, value} → CommandAccepted */
export const projectWriteRequest = z.object({ projectId, signalId, value: writeValue });

/** POST /lfscada/equipment/multi/callback and /monitor/project/signal/callback {uuid} */
export const commandCallbackRequest = z.object({ uuid: z.uuid() });

export const commandAccepted = z.object({ uuid: z.string() });
export type CommandAccepted = z.infer<typeof commandAccepted>;

/**
 * The state of a command. `code` 200 on success, otherwise a SPEC §8 code (deviceErrorText
 * gives its text); `data` is the value read or written.
 */
export interface CommandResult {
  status: CommandStatus;
  code: number | null;
  message: string;
  data: CommandResultData;
}
/** The value a finished command read or wrote. */
export const commandResultData = z
  .object({ signalId: z.string(), value: shownValue, ts: z.number() })
  .nullable();
export type CommandResultData = z.infer<typeof commandResultData>;
