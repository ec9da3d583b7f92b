/**
 * The manage area (SPEC §2 "/manage"): equipment with their drivers, signals and reports,
 * gateways and their agent configuration, firmware models, protocols, equipment models, system
 * announcements and embedded frames. Every call needs an administrator; ids of other
 * organisations answer NOT_FOUND. Its contract is split by domain: `adminDrivers`,
 * `adminEquipment`, `adminSignals`, `adminGateways`, `adminSystem` and `adminMessages`.
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
