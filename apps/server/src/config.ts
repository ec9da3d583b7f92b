import { resolve } from 'node:path';
import { SECURITY } from '@lf/protocol';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LF_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  /**
   * A dump of a migrated embedded database that a new one starts from instead of initialising
   * an empty cluster (the tests' servers start in a fifth of the time; docs/testing.md).
   */
  LF_PGLITE_TEMPLATE: z.string().optional(),
  MQTT_URL: z.string().url().optional(),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  MQTT_HOST: z.string().optional(),
  /** External broker: this instance's durable session (the storing link's client id). */
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  /**
   * External broker, with MQTT_CLIENT_ID: the shared-subscription group of the instances of one
   * deployment; their durable sessions then share the stream. For two instances or more: one
   * alone in the group loses what arrives while it renews its subscription on connecting.
   */
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /**
   * Embedded broker: bytes per second one device may publish, and its burst (issue 15; the
   * figures behind the defaults are in docs/reliability.md, "MQTT").
   */
  MQTT_DEVICE_RATE: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  MQTT_DEVICE_BURST: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Idle and slow connections (issue 26; docs/security.md, "Limits"). */
  LF_HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  LF_HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  LF_HTTP_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  MQTT_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  LF_ADMIN_PASSWORD: z.string().min(8).optional(),
  LF_DEMO_PASSWORD: z.string().min(8).optional(),
  LF_DEMO: flag.default(true),
  /** Demo plant and truck: simulated seconds per real second (tests make the demo move faster). */
  LF_DEMO_TIME_SCALE: z.coerce.number().min(1).max(600).default(1),
  /** Demo plant: real seconds between two pressure-surge alarms (0: none; tests shorten it). */
  LF_DEMO_ALARM_PERIOD_S: z.coerce.number().min(0).max(86_400).default(300),
  /** How long one minute of an alarm shelve lasts (tests let a shelve end in seconds). */
  LF_SHELVE_MINUTE_MS: z.coerce.number().int().min(1000).max(60_000).default(60_000),
  /** Wait between two verification codes to one account or address (tests shorten it). */
  LF_CODE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(SECURITY.sendIntervalMs)
    .default(SECURITY.sendIntervalMs),
  LF_WEB_DIR: z.string().optional(),
  LF_TRUST_PROXY: flag.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().max(200).optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  LF_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)')
    .optional(),
  LF_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  LF_MAP_TILES: z
    .string()
    .url()
    .refine(
      (url) => /^https?:\/\//.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p)),
      'an http(s) XYZ tile URL with {z}, {x} and {y}',
    )
    .optional(),
  LF_MAP_TILES_COORDS: z.enum(['wgs84', 'gcj02']).default('wgs84'),
  LF_MAP_ATTRIBUTION: z.string().max(500).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  embeddedTemplate: string | undefined;
  mqttUrl: string | undefined;
  mqttPort: number;
  /** Where the embedded broker listens: MQTT_HOST, else the HTTP server's HOST. */
  mqttHost: string;
  mqttDeviceRate: { bytesPerSecond: number; burstBytes: number };
  /**
   * External broker: the client id under which the broker keeps this instance's session while
   * it or the broker is away (MQTT_CLIENT_ID; stable across restarts, distinct per instance).
   * Alone, that session subscribes plainly, not shared, so it is for one instance per broker
   * (docs/reliability.md, g); several instances name a share group as well (`mqttShareGroup`).
   */
  mqttClientId: string | undefined;
  /**
   * With `mqttClientId`: several instances' durable sessions share the stream in this group
   * (MQTT_SHARE_GROUP); each part is queued for its instance while it is away.
   */
  mqttShareGroup: string | undefined;
  /** How long the embedded broker waits for a new connection's CONNECT packet. */
  mqttConnectTimeoutMs: number;
  /**
   * HTTP connections: the request head must arrive within `headersTimeoutMs` (a socket that
   * sends nothing is closed then too), the whole request within `requestTimeoutMs`; an idle
   * kept-alive connection closes after `keepAliveTimeoutMs`.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  demo: boolean;
  /**
   * Simulated seconds per real second of the demo's plant and truck: 1 in use; a test that waits
   * for a tank to fill or the truck to move sets more (LF_DEMO_TIME_SCALE).
   */
  demoTimeScale: number;
  /**
   * Real milliseconds between two of the demo plant's pressure surges, each raising the discharge
   * pressure alarm for a fifth of it: five minutes in use, 0 for none; a test that waits for the
   * alarm to raise and clear sets seconds (LF_DEMO_ALARM_PERIOD_S).
   */
  demoAlarmPeriodMs: number;
  /**
   * Milliseconds in one minute of an alarm shelve: 60 000 in use; a test that waits for a
   * shelve to end sets less (LF_SHELVE_MINUTE_MS).
   */
  shelveMinuteMs: number;
  /**
   * Milliseconds between two verification codes to one account or one address: a minute
   * (SECURITY.sendIntervalMs) in use; a test that sends twice sets less (LF_CODE_INTERVAL_MS).
   */
  codeIntervalMs: number;
  webDir: string;
  /** Believe X-Forwarded-For/-Proto (set only behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: z.infer<typeof environment>['LF_LOG_LEVEL'];
  /** Outgoing mail (smtp:// or smtps://); none: codes by e-mail only in the demo's log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS provider's HTTP endpoint; none: the `nosms` variant. */
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Key for secrets stored encrypted (hex); none: generated into the data directory. */
  secretKey: string | undefined;
  /** Online map tiles; without them the map draws its offline basemap. */
  map: { tiles: string | undefined; coords: 'wgs84' | 'gcj02'; attribution: string };
}

/** Reads the configuration from the environment; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.LF_HTTP_HEADERS_TIMEOUT_MS > e.LF_HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid environment: LF_HTTP_HEADERS_TIMEOUT_MS must not exceed LF_HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where `npm start` was typed (npm runs the server inside apps/server).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.LF_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    embeddedTemplate: e.LF_PGLITE_TEMPLATE,
    mqttUrl: e.MQTT_URL,
    mqttPort: e.MQTT_PORT,
    mqttHost: e.MQTT_HOST ?? e.HOST,
    mqttDeviceRate: { bytesPerSecond: e.MQTT_DEVICE_RATE, burstBytes: e.MQTT_DEVICE_BURST },
    mqttClientId: e.MQTT_CLIENT_ID,
    mqttShareGroup: e.MQTT_SHARE_GROUP,
    mqttConnectTimeoutMs: e.MQTT_CONNECT_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.LF_HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.LF_HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.LF_HTTP_KEEPALIVE_TIMEOUT_MS,
    },
    adminPassword: e.LF_ADMIN_PASSWORD,
    demoPassword: e.LF_DEMO_PASSWORD,
    demo: e.LF_DEMO,
    demoTimeScale: e.LF_DEMO_TIME_SCALE,
    demoAlarmPeriodMs: Math.round(e.LF_DEMO_ALARM_PERIOD_S * 1000),
    shelveMinuteMs: e.LF_SHELVE_MINUTE_MS,
    codeIntervalMs: e.LF_CODE_INTERVAL_MS,
    webDir: resolve(e.LF_WEB_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.LF_TRUST_PROXY,
    logLevel: e.LF_LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'LF SCADA <no-reply@localhost>',
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    secretKey: e.LF_SECRET_KEY,
    map: {
      tiles: e.LF_MAP_TILES,
      coords: e.LF_MAP_TILES_COORDS,
      attribution: e.LF_MAP_ATTRIBUTION ?? '',
    },
  };
}
