/** Business constants and limits of SPEC §9. */
export const LIMITS = {
  widgetsPerPage: 1000,
  undoDepthProjectDesigner: 50,
  undoDepthConfigurationEditor: 10,
  pasteOffset: 50,
  minShapeSize: 2,
  edgeMargin: 5,
  snapAdsorbOn: 5,
  snapAdsorbOff: 1,
  alignTolerance: 5,
  defaultCanvasWidth: 1024,
  defaultCanvasHeight: 768,
  autoSaveIntervalDefault: 5,
  clickEventDefaultSize: 600,
  clickEventDefaultDelay: 1000,
  listPageSize: 10,
  recentColoursMax: 20,
  swatchCount: 50,
  chartPaletteSize: 10,
  historyMaxPoints: 200_000,
  historyMaxVariables: 10,
  historyMaxRangeDays: 30,
  unreadBadgeCap: 99,
  verificationCodeValidityMs: 10 * 60 * 1000,
  usernameMax: 6,
  groupNameMax: 30,
  feedbackMin: 10,
  passwordMin: 8,
  newPasswordMin: 8,
  newPasswordMax: 15,
} as const;

export const TIMING = {
  httpTimeoutMs: 120_000,
  lazyScreenTimeoutMs: 120_000,
  userInfoRefreshMs: 1_000_000,
  websocketReconnectMs: 10_000,
  tokenRetryMs: 10_000,
  idlePingMs: 60_000,
  gatewayOpenDelayProject: 3600,
  gatewayOpenDelayMonitor: 600,
  gatewayOpenSpacingMs: 100,
  writeValueWait: 60,
  gatewayPollMs: 60_000,
  monitorReopenMs: 580_000,
  projectMonitorReopenMs: 3_570_000,
  idleThresholdMs: 120_000,
  notificationPopupMs: 10_000,
  titleScrollStepMs: 200,
  unreadFlagResetMs: 10_000,
  asyncPollMaxRounds: 180,
} as const;

/**
 * Wait before async-command poll round `round` (0-based): starts at 0.5 s and grows
 * through 1, 2, 5 and 10 s steps, capped at 30 s (SPEC §9).
 */
export function asyncPollDelayMs(round: number): number {
  const steps = [500, 1000, 2000, 5000, 10_000];
  if (round < 0) return steps[0] as number;
  if (round < steps.length) return steps[round] as number;
  return Math.min(10_000 + (round - steps.length + 1) * 10_000, 30_000);
}

/** Offset of the zone that device times are reported in when the data says so (UTC+8). */
export const UTC8_OFFSET_MINUTES = 8 * 60;
