import {
  formatMessage,
  MESSAGES,
  type AlarmRule,
  type LiveSignalValue,
  type SignalAlarmPush,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { SignalMeta } from '../ingest/signalDirectory';
import type { RealtimeHub } from '../realtime/hub';
import { evaluateRule, gatewayRuleKey, numericValue, signalRuleKey } from './evaluate';
import { notifyOrgUsers } from './notify';
import { judgeRuleChange } from './ruleChange';

const zh = (key: keyof typeof MESSAGES, params: Record<string, string | number>) =>
  formatMessage(MESSAGES[key].zh, params);

const RULE_TEXT = { high: 'alarmRuleHigh', low: 'alarmRuleLow', equal: 'alarmRuleEqual' } as const;

/** The text of a rule's alarm records: its own, else "above 80" and the like. */
export function ruleTextOf(rule: AlarmRule): string {
  return rule.text || zh(RULE_TEXT[rule.kind], { limit: rule.value });
}

/** What a rule change did to a signal's open alarms; `apply` once the change is committed. */
export interface RuleChangeReview {
  closed: number[];
  kept: number[];
  /** Brings the engine's memory and the watchers' sockets up to the committed records. */
  apply(): void;
}

/**
 * Evaluates every live value against its signal's rules and keeps alarm records: a record
 * opens when a rule trips and closes when it clears (with the rule's deadband). Whether a rule
 * is active is held in memory, loaded from the open records at start; the database's unique
 * index on open records makes raising idempotent across server instances.
 */
export class AlarmEngine {
  private readonly active = new Set<string>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async load(): Promise<void> {
    const open = await this.db
      .selectFrom('alarm')
      .select('rule_key')
      .where('end_at', 'is', null)
      .execute();
    for (const row of open) this.active.add(row.rule_key);
  }

  onValue(meta: SignalMeta, value: LiveSignalValue): void {
    meta.rules.forEach((rule, index) => {
      const key = signalRuleKey(meta.signalId, index, rule);
      const transition = evaluateRule(rule, value.value, this.active.has(key));
      if (transition === 'none') return;
      const ruleText = ruleTextOf(rule);
      if (transition === 'raise') {
        this.active.add(key);
        this.enqueue(() => this.raiseSignal(meta, value, key, rule.level, ruleText));
      } else {
        this.active.delete(key);
        this.enqueue(() => this.clearSignal(meta, value, key, rule.level, ruleText));
      }
    });
  }

  /** A gateway went offline: one open record, a message to the org's users. */
  async gatewayOffline(
    gateway: { id: string; name: string; orgId: string },
    at: Date,
  ): Promise<void> {
    const key = gatewayRuleKey(gateway.id);
    this.active.add(key);
    const equipment = await this.db
      .selectFrom('equipment')
      .select(['id', 'type'])
      .where('gateway_id', '=', gateway.id)
      .execute();
    const inserted = await this.db
      .insertInto('alarm')
      .values({
        org_id: gateway.orgId,
        kind: 'gateway',
        gateway_id: gateway.id,
        equipment_id: equipment[0]?.id ?? null,
        rule_key: key,
        level: 1,
        text: zh('gatewayOfflineTitle', { name: gateway.name }),
        start_at: at,
      })
      .onConflict((oc) => oc.column('rule_key').where('end_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    this.hub.publishGatewayAlarm({
      gatewayId: gateway.id,
      equipIds: equipment.map((e) => e.id),
      online: false,
      ts: at.getTime(),
    });
    if (!inserted) return;
    await notifyOrgUsers(this.db, this.hub, {
      orgId: gateway.orgId,
      title: zh('gatewayOfflineTitle', { name: gateway.name }),
      note: zh('gatewayOfflineNote', { gateway: gateway.id, time: at.toISOString() }),
      dataId: equipment[0]?.id ?? gateway.id,
      equipType: equipment[0]?.type ?? 'eg',
    });
  }

  async gatewayOnline(gatewayId: string, at: Date): Promise<void> {
    const key = gatewayRuleKey(gatewayId);
    this.active.delete(key);
    await this.db
      .updateTable('alarm')
      .set({ end_at: at })
      .where('rule_key', '=', key)
      .where('end_at', 'is', null)
      .execute();
    const equipment = await this.db
      .selectFrom('equipment')
      .select('id')
      .where('gateway_id', '=', gatewayId)
      .execute();
    this.hub.publishGatewayAlarm({
      gatewayId,
      equipIds: equipment.map((e) => e.id),
      online: true,
      ts: at.getTime(),
    });
  }

  /**
   * A signal's rules were replaced: its open alarm records are judged against the new rules
   * and its latest value (`judgeRuleChange`), inside the transaction `trx` of the change. A
   * record whose rule was removed or no longer holds ends at `at`; one that still holds stays
   * open under its new rule's key, level and text. Call `apply` after the commit, so memory
   * and sockets never run ahead of a change that may still roll back.
   */
  async reviewSignalRules(
    trx: Db,
    signal: { signalId: string; equipmentId: string },
    rules: AlarmRule[],
    latest: LiveSignalValue | undefined,
    at: Date,
  ): Promise<RuleChangeReview> {
    const open = await trx
      .selectFrom('alarm')
      .select(['id', 'rule_key', 'level', 'text'])
      .where('kind', '=', 'signal')
      .where('signal_id', '=', Number(signal.signalId))
      .where('end_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const outcomes = judgeRuleChange(
      signal.signalId,
      open.map((row) => ({ id: row.id, ruleKey: row.rule_key })),
      rules,
      latest?.value,
    );
    const rowOf = new Map(open.map((row) => [row.id, row]));
    const pushes: SignalAlarmPush[] = [];
    const forget: string[] = [];
    const hold: string[] = [];
    const push = (id: number, level: number, text: string, active: boolean) =>
      pushes.push({
        alarmId: String(id),
        signalId: signal.signalId,
        equipId: signal.equipmentId,
        level,
        active,
        value: latest?.value ?? null,
        text,
        ts: at.getTime(),
      });
    for (const outcome of outcomes) {
      const row = rowOf.get(outcome.id);
      if (!row) continue;
      forget.push(outcome.ruleKey);
      if (outcome.action === 'close') {
        await trx.updateTable('alarm').set({ end_at: at }).where('id', '=', outcome.id).execute();
        push(outcome.id, row.level, row.text, false);
        continue;
      }
      hold.push(outcome.newKey);
      const text = ruleTextOf(outcome.rule);
      const level = outcome.rule.level;
      if (outcome.newKey === row.rule_key && text === row.text && level === row.level) continue;
      await trx
        .updateTable('alarm')
        .set({ rule_key: outcome.newKey, level, text })
        .where('id', '=', outcome.id)
        .execute();
      if (text !== row.text || level !== row.level) push(outcome.id, level, text, true);
    }
    return {
      closed: outcomes.filter((o) => o.action === 'close').map((o) => o.id),
      kept: outcomes.filter((o) => o.action === 'keep').map((o) => o.id),
      apply: () => {
        for (const key of forget) this.active.delete(key);
        for (const key of hold) this.active.add(key);
        for (const message of pushes) this.hub.publishSignalAlarm(message);
      },
    };
  }

  /** Resolves when every alarm write queued so far is done. */
  settled(): Promise<void> {
    return this.chain;
  }

  /** The newest record of a rule (written by another instance when ours found it done). */
  private async latestAlarmId(key: string): Promise<number | ''> {
    const row = await this.db
      .selectFrom('alarm')
      .select('id')
      .where('rule_key', '=', key)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? '';
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      this.log.error({ err: error }, 'alarms: writing an alarm failed');
    });
  }

  private async raiseSignal(
    meta: SignalMeta,
    value: LiveSignalValue,
    key: string,
    level: number,
    ruleText: string,
  ): Promise<void> {
    const inserted = await this.db
      .insertInto('alarm')
      .values({
        org_id: meta.orgId,
        kind: 'signal',
        equipment_id: meta.equipmentId,
        signal_id: Number(meta.signalId),
        rule_key: key,
        level,
        text: ruleText,
        value: numericValue(value.value),
        start_at: new Date(value.ts),
      })
      .onConflict((oc) => oc.column('rule_key').where('end_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Every instance evaluating this value tells its own watchers; the one whose record was
    // written tells the users.
    this.hub.publishSignalAlarm({
      alarmId: String(inserted?.id ?? (await this.latestAlarmId(key))),
      signalId: meta.signalId,
      equipId: meta.equipmentId,
      level,
      active: true,
      value: value.value,
      text: ruleText,
      ts: value.ts,
    });
    if (!inserted) return;
    await notifyOrgUsers(this.db, this.hub, {
      orgId: meta.orgId,
      title: zh('signalAlarmTitle', { equipment: meta.equipmentName, signal: meta.name }),
      note: zh('signalAlarmNote', {
        signal: meta.name,
        value: `${String(value.value)}${meta.unit}`,
        rule: ruleText,
      }),
      dataId: meta.equipmentId,
      equipType: meta.equipmentType,
    });
  }

  private async clearSignal(
    meta: SignalMeta,
    value: LiveSignalValue,
    key: string,
    level: number,
    ruleText: string,
  ): Promise<void> {
    const closed = await this.db
      .updateTable('alarm')
      .set({ end_at: new Date(value.ts) })
      .where('rule_key', '=', key)
      .where('end_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    this.hub.publishSignalAlarm({
      alarmId: String(closed?.id ?? (await this.latestAlarmId(key))),
      signalId: meta.signalId,
      equipId: meta.equipmentId,
      level,
      active: false,
      value: value.value,
      text: ruleText,
      ts: value.ts,
    });
  }
}
