import { sql } from 'kysely';
import type { MqttRefusalReason } from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

interface Pending {
  gatewayId: string;
  reason: MqttRefusalReason;
  count: number;
  firstAt: Date;
  lastAt: Date;
  detail: string;
}

/** A refusal's detail (topic or validation error) is kept short: it comes from the wire. */
const DETAIL_CHARS = 200;
/** One log line per gateway and reason at most this often, so a flood cannot flood the log. */
const LOG_EVERY_MS = 60_000;

/**
 * Counts what the server refused from devices over MQTT, per gateway and reason. Counting is
 * in memory (a flood must not cost a database write per message); `flush` adds the counts to
 * `mqtt_refusal`, where operators read them through `/lfscada/gateway/mqttRefusals`. Ids that are
 * no gateway (a wrong username) are only logged and kept in `totals`.
 */
export class MqttRefusals {
  /** Since the process started, every id included. */
  readonly totals = new Map<MqttRefusalReason, number>();
  private pending = new Map<string, Pending>();
  private readonly lastLogged = new Map<string, { at: number; since: number }>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  count(id: string, reason: MqttRefusalReason, detail: string, n = 1): void {
    // The id may be any username a stranger tried: keep it short, and the log memory bounded.
    const gatewayId = id.slice(0, 64);
    if (this.lastLogged.size > 10_000) this.lastLogged.clear();
    this.totals.set(reason, (this.totals.get(reason) ?? 0) + n);
    const at = this.now();
    const shortDetail = detail.replaceAll('\u0000', '\\u0000').slice(0, DETAIL_CHARS);
    const key = this.hold({
      gatewayId,
      reason,
      count: n,
      firstAt: at,
      lastAt: at,
      detail: shortDetail,
    });
    const logged = this.lastLogged.get(key);
    if (logged && at.getTime() - logged.at < LOG_EVERY_MS) {
      logged.since += n;
      return;
    }
    this.lastLogged.set(key, { at: at.getTime(), since: 0 });
    this.log.warn(
      { gatewayId, reason, detail: shortDetail, sinceLastLine: logged?.since ?? 0 },
      'mqtt: refused',
    );
  }

  private hold(row: Pending): string {
    const key = `${row.gatewayId}\u0001${row.reason}`;
    const held = this.pending.get(key);
    if (!held) {
      this.pending.set(key, { ...row });
    } else {
      held.count += row.count;
      if (row.firstAt < held.firstAt) held.firstAt = row.firstAt;
      if (row.lastAt > held.lastAt) {
        held.lastAt = row.lastAt;
        held.detail = row.detail;
      }
    }
    return key;
  }

  /** Adds the counts held in memory to the table (gateways that no longer exist are skipped). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await sql`
        insert into mqtt_refusal (gateway_id, reason, count, first_at, last_at, last_detail)
        select r.gateway_id, r.reason, r.count, r.first_at, r.last_at, r.last_detail
        from unnest(
          ${rows.map((r) => r.gatewayId)}::text[], ${rows.map((r) => r.reason)}::text[],
          ${rows.map((r) => r.count)}::bigint[], ${rows.map((r) => r.firstAt.toISOString())}::timestamptz[],
          ${rows.map((r) => r.lastAt.toISOString())}::timestamptz[], ${rows.map((r) => r.detail)}::text[]
        ) as r(gateway_id, reason, count, first_at, last_at, last_detail)
        join gateway g on g.id = r.gateway_id
        on conflict (gateway_id, reason) do update set
          count = mqtt_refusal.count + excluded.count,
          last_at = greatest(mqtt_refusal.last_at, excluded.last_at),
          last_detail = excluded.last_detail`.execute(this.db);
    } catch (error) {
      // Counts are diagnostics: put them back for the next flush rather than lose them.
      for (const row of rows) this.hold(row);
      this.log.error({ err: error }, 'mqtt: writing refusal counts failed');
    }
  }
}
