import { randomUUID } from 'node:crypto';
import {
  COMMAND_CODES,
  COMMAND_WAIT_SECONDS,
  DEVICE_ERRORS,
  opcuaBrowseResult,
  type CommandResult,
  type DownCommandInput,
  type OpcuaBrowseResult,
  type OpcuaBrowseState,
  type ReplyPayload,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { CommandTable } from '../db/schema';
import { settleIfExpired } from './commandExpiry';

export interface CommandTarget {
  orgId: string;
  userId: string;
  equipmentId: string;
  gatewayId: string;
  signalId: string;
}

export type Publish = (gatewayId: string, command: DownCommandInput) => Promise<void>;

const TIMEOUT_TEXT = DEVICE_ERRORS[COMMAND_CODES.timeout]?.zh ?? '';

/**
 * Fails with 1301 the commands still pending for a gateway whose last will has come: the device
 * may or may not have carried them out, and no reply can come on that connection, so the
 * operator hears it now instead of at the 60 s expiry. Answers how many it settled.
 */
export async function failPendingCommandsOf(db: Db, gatewayId: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('command')
    .set({ status: 'failure', code: COMMAND_CODES.timeout, message: TIMEOUT_TEXT, settled_at: at })
    .where('gateway_id', '=', gatewayId)
    .where('status', '=', 'pending')
    .returning('uuid')
    .execute();
  return rows.length;
}

/**
 * Write and read commands as database rows, so that any server instance can answer the
 * callback: submitted (pending) → the device's reply or the expiry settles the row once.
 */
export class CommandService {
  constructor(
    private readonly db: Db,
    private readonly publish: Publish,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async submit(
    target: CommandTarget,
    kind: 'write' | 'read',
    value?: number | boolean,
  ): Promise<string> {
    const { uuid, expiresAt } = await this.record(target, {
      kind,
      signal_id: Number(target.signalId),
      value: value === undefined ? null : Number(value),
    });
    const command: DownCommandInput =
      kind === 'write'
        ? {
            type: 'write',
            uuid,
            signalId: target.signalId,
            value: value ?? 0,
            expiresAt: expiresAt.getTime(),
          }
        : { type: 'read', uuid, signalId: target.signalId, expiresAt: expiresAt.getTime() };
    await this.send(uuid, target.gatewayId, command);
    return uuid;
  }

  /**
   * Asks the gateway to list the children of an OPC UA node of one of its devices (the
   * equipment); the nodes come back with the reply. Answers the uuid.
   */
  async submitBrowse(
    target: Omit<CommandTarget, 'signalId'>,
    nodeId: string | undefined,
  ): Promise<string> {
    const { uuid, expiresAt } = await this.record(target, { kind: 'browse' });
    await this.send(uuid, target.gatewayId, {
      type: 'browse',
      uuid,
      deviceId: target.equipmentId,
      ...(nodeId !== undefined && { nodeId }),
      expiresAt: expiresAt.getTime(),
    });
    return uuid;
  }

  /** Records a new pending command of the target's user and gateway, expiring after the wait. */
  private async record(
    target: Omit<CommandTarget, 'signalId'>,
    command: Pick<Insertable<CommandTable>, 'kind' | 'signal_id' | 'value'>,
  ): Promise<{ uuid: string; expiresAt: Date }> {
    const uuid = randomUUID();
    const created = this.now();
    const expiresAt = new Date(created.getTime() + COMMAND_WAIT_SECONDS * 1000);
    await this.db
      .insertInto('command')
      .values({
        uuid,
        org_id: target.orgId,
        user_id: target.userId,
        equipment_id: target.equipmentId,
        gateway_id: target.gatewayId,
        ...command,
        created_at: created,
        expires_at: expiresAt,
      })
      .execute();
    return { uuid, expiresAt };
  }

  private async send(uuid: string, gatewayId: string, command: DownCommandInput): Promise<void> {
    try {
      await this.publish(gatewayId, command);
    } catch (error) {
      this.log.warn({ err: error, uuid }, 'commands: publishing failed');
      await this.settle(uuid, gatewayId, {
        status: 'failure',
        code: COMMAND_CODES.deviceOffline,
        message: 'publish failed',
        data: null,
      });
    }
  }

  /**
   * The state of a browse command for the user who sent it, with the nodes once it succeeded;
   * undefined when it is not theirs, not a browse or not known.
   */
  async browseResult(
    uuid: string,
    asker: { userId: string },
  ): Promise<OpcuaBrowseState | undefined> {
    const kind = await this.db
      .selectFrom('command')
      .select('kind')
      .where('uuid', '=', uuid)
      .where('user_id', '=', asker.userId)
      .executeTakeFirst();
    if (kind?.kind !== 'browse') return undefined;
    const result = await this.result(uuid, asker);
    if (!result) return undefined;
    const nodes = opcuaBrowseResult.safeParse(result.data);
    return {
      status: result.status,
      code: result.code,
      message: result.message,
      data: result.status === 'success' && nodes.success ? nodes.data : null,
    };
  }

  /** Settles a pending command from its device's reply; a reply from another gateway is ignored. */
  async settleFromReply(gatewayId: string, reply: ReplyPayload): Promise<boolean> {
    return this.settle(reply.uuid, gatewayId, {
      status: reply.status,
      code: reply.code,
      message: reply.message,
      data: reply.browse
        ? reply.browse
        : reply.data
          ? { signalId: reply.data.signalId, value: reply.data.value, ts: reply.data.ts }
          : null,
    });
  }

  /**
   * The command's state for the user who sent it (also a receiver of shared equipment sending to
   * another organisation's equipment); undefined when it is not theirs or not known.
   */
  async result(uuid: string, asker: { userId: string }): Promise<CommandResult | undefined> {
    const row = await this.db
      .selectFrom('command')
      .select(['status', 'code', 'message', 'data', 'expires_at'])
      .where('uuid', '=', uuid)
      // Only the user who sent the command reads its result: another user, even of the same
      // organisation, gets NOT_FOUND (the value written or read may be outside their range).
      .where('user_id', '=', asker.userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const state = settleIfExpired(
      {
        status: row.status,
        code: row.code,
        message: row.message,
        expiresAt: new Date(row.expires_at),
        data: row.data,
      },
      this.now(),
    );
    if (state.status !== row.status) {
      // Settle in the database too, unless a reply or another instance got there first.
      const settled = await this.expire([uuid]);
      if (settled === 0) return this.result(uuid, asker);
    }
    return {
      status: state.status,
      code: state.code,
      message: state.message,
      data: (state.data ?? null) as CommandResult['data'],
    };
  }

  /** Fails every pending command past its expiry with 1301; answers how many it settled. */
  async sweep(): Promise<number> {
    const expired = await this.db
      .selectFrom('command')
      .select('uuid')
      .where('status', '=', 'pending')
      .where('expires_at', '<=', this.now())
      .limit(1000)
      .execute();
    if (expired.length === 0) return 0;
    return this.expire(expired.map((row) => row.uuid));
  }

  private async expire(uuids: string[]): Promise<number> {
    const now = this.now();
    const rows = await this.db
      .updateTable('command')
      .set({
        status: 'failure',
        code: COMMAND_CODES.timeout,
        message: TIMEOUT_TEXT,
        settled_at: now,
      })
      .where('uuid', 'in', uuids)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returning('uuid')
      .execute();
    return rows.length;
  }

  private async settle(
    uuid: string,
    gatewayId: string,
    result: Omit<CommandResult, 'data'> & { data: CommandResult['data'] | OpcuaBrowseResult },
  ): Promise<boolean> {
    const rows = await this.db
      .updateTable('command')
      .set({
        status: result.status,
        code: result.code,
        message: result.message,
        data: result.data ? JSON.stringify(result.data) : null,
        settled_at: this.now(),
      })
      .where('uuid', '=', uuid)
      .where('gateway_id', '=', gatewayId)
      .where('status', '=', 'pending')
      // A reply after the expiry is too late: the caller has been told 1301 already.
      .where('expires_at', '>', this.now())
      .returning('uuid')
      .execute();
    return rows.length > 0;
  }
}
