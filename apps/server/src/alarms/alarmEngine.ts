import {
  formatMessage,
  MESSAGES,
  type AlarmRule,
  type LiveSignalValue,
  type LocalText,
  type SignalAlarmPush,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { SignalMeta } from '../ingest/signalDirectory';
import type { RealtimeHub } from '../realtime/hub';
import { AlarmDrain, type DrainOptions } from './alarmDrain';
import { conditionHolds, gatewayRuleKey, signalRuleKey } from './evaluate';
import {
  debounce,
  delaysOf,
  IDLE,
  tick,
  type Debounce,
  type DebounceStep,
} from './isaStateMachine';
import { pushNewest, textsOf, writeAlarmMessages } from './notify';
import { localColumn, ruleTextOf, storedLocal } from './ruleText';
import { clearRecords, journalGatewaySignals, raiseRecords } from './records';
import { judgeRuleChange } from './ruleChange';

const zh = (key: keyof typeof MESSAGES, params: Record<string, string | number>) =>
  formatMessage(MESSAGES[key].zh, params);

/** What a rule change did to a signal's open alarms; `apply` once the change is committed. */
export interface RuleChangeReview {
  closed: number[];
  kept: number[];
  /** Brings the engine's memory and the watchers' sockets up to the committed records. */
  apply(): void;
}

/** An alarm record's text: Chinese, and as a message key unless its rule's author wrote it. */
interface RecordText {
  text: string;
  local?: LocalText | null | undefined;
}

/** What a rule's pending delay needs to take effect when its timer fires. */
interface Pending {
  meta: SignalMeta;
  value: LiveSignalValue;
  rule: AlarmRule;
  timer: NodeJS.Timeout;
}

/**
 * Evaluates every live value against its signal's rules and keeps alarm records and their
 * journal. Each rule's condition passes its deadband, then its on/off delays (the ISA-18.2
 * state machine's `debounce`, with a timer for a delay that runs out between readings); a
 * record opens when the alarm is raised and ends when it clears (a latching one when it is also
 * acknowledged). Which rules are active is held in memory, loaded from the open records at
 * start; the database's unique index on open records makes raising idempotent across server
 * instances. The raises and clears are written by `AlarmDrain`, in batches.
 */
export class AlarmEngine {
  private readonly states = new Map<string, Debounce>();
  private readonly pending = new Map<string, Pending>();
  readonly drain: AlarmDrain;

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    log: FastifyBaseLogger,
    options: DrainOptions = {},
  ) {
    this.drain = new AlarmDrain(db, hub, log, options);
  }

  async load(): Promise<void> {
    const open = await this.db
      .selectFrom('alarm')
      .select('rule_key')
      .where('end_at', 'is', null)
      .where('cleared_at', 'is', null)
      .execute();
    for (const row of open) this.states.set(row.rule_key, { active: true, pendingSince: null });
  }

  onValue(meta: SignalMeta, value: LiveSignalValue): void {
    meta.rules.forEach((rule, index) => {
      const key = signalRuleKey(meta.signalId, index, rule);
      const state = this.states.get(key) ?? IDLE;
      const holds = conditionHolds(rule, value.value, state.active);
      const step = debounce(state, holds, value.ts, delaysOf(rule));
      this.apply(key, step, meta, value, rule, value.ts);
    });
  }

  /** Stops the delay timers (the plane is stopping). */
  stop(): void {
    for (const entry of this.pending.values()) clearTimeout(entry.timer);
    this.pending.clear();
  }

  private apply(
    key: string,
    step: DebounceStep,
    meta: SignalMeta,
    value: LiveSignalValue,
    rule: AlarmRule,
    at: number,
  ): void {
    if (step.next.active || step.next.pendingSince !== null) this.states.set(key, step.next);
    else this.states.delete(key);
    const before = this.pending.get(key);
    if (before) clearTimeout(before.timer);
    this.pending.delete(key);
    if (step.dueAt !== null) {
      const dueAt = step.dueAt;
      // Readings carry the device's clock: the wait is measured from this step, not against ours.
      const timer = setTimeout(() => this.fire(key, dueAt), Math.max(0, dueAt - at));
      timer.unref();
      this.pending.set(key, { meta, value, rule, timer });
    }
    if (step.action === null) return;
    const reading = { ...value, ts: at };
    this.drain.add({
      action: step.action,
      meta,
      value: reading,
      key,
      rule,
      ruleText: ruleTextOf(rule),
    });
  }

  /** A rule's delay ran out with no reading since: the pending raise or clear takes effect. */
  private fire(key: string, dueAt: number): void {
    const entry = this.pending.get(key);
    const state = this.states.get(key);
    if (!entry || !state) return;
    const step = tick(state, dueAt, delaysOf(entry.rule));
    this.apply(key, step, entry.meta, entry.value, entry.rule, dueAt);
  }

  /** A gateway went offline: one open record, a message to the org's users. */
  async gatewayOffline(
    gateway: { id: string; name: string; orgId: string },
    at: Date,
  ): Promise<void> {
    const key = gatewayRuleKey(gateway.id);
    this.states.set(key, { active: true, pendingSince: null });
    const equipment = await this.db
      .selectFrom('equipment')
      .select(['id', 'type'])
      .where('gateway_id', '=', gateway.id)
      .execute();
    const messages = await this.db.transaction().execute(async (trx) => {
      const raised = (
        await raiseRecords(trx, [
          {
            orgId: gateway.orgId,
            kind: 'gateway',
            gatewayId: gateway.id,
            equipmentId: equipment[0]?.id ?? null,
            signalId: null,
            ruleKey: key,
            level: 1,
            priority: 'high',
            latching: false,
            text: zh('gatewayOfflineTitle', { name: gateway.name }),
            local: { key: 'gatewayOfflineTitle', params: { name: gateway.name } },
            value: null,
            at,
          },
        ])
      ).get(key);
      // Its equipment's alarms are suppressed by design while it is away.
      await journalGatewaySignals(trx, gateway.id, 'suppressed', at);
      if (!raised || raised.held || raised.reopened) return [];
      return writeAlarmMessages(trx, [
        {
          kind: 'gateway',
          orgId: gateway.orgId,
          ...textsOf(
            { key: 'gatewayOfflineTitle', params: { name: gateway.name } },
            {
              key: 'gatewayOfflineNote',
              params: { gateway: gateway.id, time: { time: at.getTime() } },
            },
          ),
          dataId: equipment[0]?.id ?? gateway.id,
          equipType: equipment[0]?.type ?? 'eg',
        },
      ]);
    });
    this.hub.publishGatewayAlarm({
      gatewayId: gateway.id,
      equipIds: equipment.map((e) => e.id),
      online: false,
      ts: at.getTime(),
    });
    this.hub.publishAlarmChange(gateway.orgId);
    pushNewest(this.hub, messages);
  }

  async gatewayOnline(gatewayId: string, at: Date): Promise<void> {
    const key = gatewayRuleKey(gatewayId);
    this.states.delete(key);
    await this.db.transaction().execute(async (trx) => {
      await clearRecords(trx, [{ ruleKey: key, at }]);
      await journalGatewaySignals(trx, gatewayId, 'unsuppressed', at);
    });
    const equipment = await this.db
      .selectFrom('equipment')
      .select(['id', 'org_id'])
      .where('gateway_id', '=', gatewayId)
      .execute();
    this.hub.publishGatewayAlarm({
      gatewayId,
      equipIds: equipment.map((e) => e.id),
      online: true,
      ts: at.getTime(),
    });
    const orgId = equipment[0]?.org_id;
    if (orgId) this.hub.publishAlarmChange(orgId);
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
      .select(['id', 'rule_key', 'level', 'text', 'local', 'org_id'])
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
    const push = (id: number, level: number, text: RecordText, active: boolean) =>
      pushes.push({
        alarmId: String(id),
        signalId: signal.signalId,
        equipId: signal.equipmentId,
        level,
        active,
        value: latest?.value ?? null,
        text: text.text,
        ...(text.local ? { local: text.local } : {}),
        ts: at.getTime(),
      });
    for (const outcome of outcomes) {
      const row = rowOf.get(outcome.id);
      if (!row) continue;
      forget.push(outcome.ruleKey);
      if (outcome.action === 'close') {
        await trx
          .updateTable('alarm')
          .set({ end_at: at, cleared_at: at })
          .where('id', '=', outcome.id)
          .execute();
        await trx
          .insertInto('alarm_journal')
          .values({ org_id: row.org_id, alarm_id: outcome.id, event: 'cleared', at })
          .execute();
        push(outcome.id, row.level, { text: row.text, local: storedLocal(row.local).local }, false);
        continue;
      }
      hold.push(outcome.newKey);
      const text = ruleTextOf(outcome.rule);
      const level = outcome.rule.level;
      const changed = text.text !== row.text || level !== row.level;
      if (outcome.newKey === row.rule_key && !changed) continue;
      await trx
        .updateTable('alarm')
        .set({ rule_key: outcome.newKey, level, text: text.text, local: localColumn(text.local) })
        .where('id', '=', outcome.id)
        .execute();
      if (changed) push(outcome.id, level, text, true);
    }
    return {
      closed: outcomes.filter((o) => o.action === 'close').map((o) => o.id),
      kept: outcomes.filter((o) => o.action === 'keep').map((o) => o.id),
      apply: () => {
        for (const key of forget) this.states.delete(key);
        for (const key of hold) this.states.set(key, { active: true, pendingSince: null });
        for (const message of pushes) this.hub.publishSignalAlarm(message);
        const orgId = open[0]?.org_id;
        if (orgId && pushes.length > 0) this.hub.publishAlarmChange(orgId);
      },
    };
  }

  /** Resolves when every alarm write queued so far is done. */
  settled(): Promise<void> {
    return this.drain.settled();
  }
}
