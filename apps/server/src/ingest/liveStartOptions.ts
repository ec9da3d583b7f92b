/** How the live plane starts: its broker, its links and the periods of its background work. */
export interface LiveStartOptions {
  /** External broker; when absent the embedded broker is started. */
  mqttUrl?: string | undefined;
  mqttPort: number;
  mqttPortExplicit: boolean;
  /** Where the embedded broker listens (loopback when not given). */
  mqttHost?: string;
  /** Shared-subscription group of the instances of one deployment (external broker only). */
  shareGroup?: string;
  /**
   * External broker: the client id of this instance's storing link, kept across restarts, so
   * the broker queues for it while it is away (durable session). Without it the session is
   * clean and what is published while the server is down is lost.
   */
  sessionId?: string;
  /** Periods of the background work; tests shorten them. */
  timing?: Partial<typeof LIVE_TIMING>;
}

/** The periods of the live plane's background work (ms). */
export const LIVE_TIMING = {
  /** Expired commands are settled as 1301. */
  sweepMs: 5000,
  /** Sockets whose session ended (logout, expiry) are closed. */
  sessionCheckMs: 5000,
  /** The idle text of SPEC §7. */
  idleMs: 60_000,
  /** Shelves that ran out end (and their alarms show again) within this time. */
  shelfMs: 1000,
  /** Refusal counts are added to the database. */
  refusalFlushMs: 2000,
  /** The history rollups and marks catch up with the rows stored (readers also wait for it). */
  rollupMs: 1000,
  /** How long the rollups may wait for history writes to pause before catching up anyway. */
  rollupLateMs: 3000,
};
