import type { GatewayRecord } from '@lf/protocol';

/** Project pages ask gateways for fast reporting this long (SPEC §9), in seconds. */
export const PROJECT_OPEN_DELAY_S = 3600;
/** Requests to open gateways are spaced this far apart (SPEC §4). */
export const OPEN_SPACING_MS = 100;
/** The page reopens monitoring before the delay runs out (SPEC §9: every 3,570 s). */
export const PROJECT_REOPEN_MS = 3_570_000;

export interface OpenRequest {
  readonly equipmentId: string;
  readonly delay: number;
  readonly interval?: number;
  /** When to send it, relative to the first request. */
  readonly atMs: number;
}

/**
 * The open requests for a page's gateways (SPEC §4): only those online and not in vpn mode,
 * spaced 100 ms apart; the interval only in the `time` economize mode.
 */
export function gatewayOpenPlan(gateways: readonly GatewayRecord[]): OpenRequest[] {
  return gateways
    .filter((gateway) => gateway.online && !gateway.vpn)
    .map((gateway, index) => ({
      equipmentId: gateway.equipmentId,
      delay: PROJECT_OPEN_DELAY_S,
      ...(gateway.economizeOpen && gateway.economizeMode === 'time'
        ? { interval: gateway.interval }
        : {}),
      atMs: index * OPEN_SPACING_MS,
    }));
}
