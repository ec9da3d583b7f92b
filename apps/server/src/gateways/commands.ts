import { randomBytes } from 'node:crypto';
import type { gatewayAddRequest, gatewayEditRequest } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { hashPassword } from '../account/passwords';
import { logged, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import { refuse } from '../http/refusal';
import type { LivePlane } from '../ingest/livePlane';
import { pushGatewayConfig } from './gatewayPush';
import { takeOverGatewaySession } from './gatewaySession';
import { gatewayIdTaken, gatewayOfUser, hardwareOfOrg } from './queries';

/** A gateway agent's password: random, shown once, only its hash is stored. */
export function newGatewayPassword(): string {
  return randomBytes(24).toString('base64url');
}

async function assertHardware(
  ctx: AppContext,
  request: FastifyRequest,
  user: SessionUser,
  id?: string,
): Promise<void> {
  if (id && !(await hardwareOfOrg(ctx.db, user.orgId, id))) {
    throw refuse(request, 'unknownReference', { field: 'hardwareId' });
  }
}

/** A new gateway with a fresh password; answers the password, shown once. */
export async function addGateway(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof gatewayAddRequest>,
): Promise<string> {
  const { user, request } = caller;
  if (await gatewayIdTaken(ctx.db, input.id)) {
    throw refuse(request, 'duplicate', { field: 'id', value: input.id });
  }
  await assertHardware(ctx, request, user, input.hardwareId);
  const password = newGatewayPassword();
  const passwordHash = await hashPassword(password);
  const log = { action: 'gateway.add', detail: { id: input.id, name: input.name } };
  await logged(ctx.db, caller, log, (trx) =>
    trx
      .insertInto('gateway')
      .values({
        id: input.id,
        org_id: user.orgId,
        name: input.name,
        password_hash: passwordHash,
        vpn: input.vpn,
        economize_open: input.economizeOpen,
        economize_mode: input.economizeMode,
        interval_s: input.interval,
        hardware_id: input.hardwareId ?? null,
      })
      .execute(),
  );
  return password;
}

/** Changes a gateway's settings and pushes its new configuration to it. */
export async function editGateway(
  ctx: AppContext,
  live: LivePlane,
  caller: Caller,
  input: z.infer<typeof gatewayEditRequest>,
): Promise<null> {
  const { user, request } = caller;
  await gatewayOfUser(ctx.db, user, input.id);
  await assertHardware(ctx, request, user, input.hardwareId);
  await logged(ctx.db, caller, { action: 'gateway.edit', detail: { ...input } }, (trx) =>
    trx
      .updateTable('gateway')
      .set({
        name: input.name,
        vpn: input.vpn,
        economize_open: input.economizeOpen,
        economize_mode: input.economizeMode,
        interval_s: input.interval,
        hardware_id: input.hardwareId ?? null,
      })
      .where('id', '=', input.id)
      .execute(),
  );
  await pushGatewayConfig(ctx, live, input.id);
  return null;
}

/**
 * Gives the gateway a new password and takes over its live session, so a box holding the old
 * one is disconnected; answers the new password, shown once.
 */
export async function rotateGatewayCredentials(
  ctx: AppContext,
  live: LivePlane,
  caller: Caller,
  id: string,
): Promise<string> {
  await gatewayOfUser(ctx.db, caller.user, id);
  const password = newGatewayPassword();
  const passwordHash = await hashPassword(password);
  await logged(ctx.db, caller, { action: 'gateway.rotateCredentials', detail: { id } }, (trx) =>
    trx.updateTable('gateway').set({ password_hash: passwordHash }).where('id', '=', id).execute(),
  );
  await takeOverGatewaySession(live.brokerUrl, id, password);
  return password;
}

/** Deletes a gateway, ending its live session first, and forgets it in the live plane. */
export async function deleteGateway(
  ctx: AppContext,
  live: LivePlane,
  caller: Caller,
  id: string,
): Promise<null> {
  await gatewayOfUser(ctx.db, caller.user, id);
  // Change the password first so the live session can be taken over and ended.
  const password = newGatewayPassword();
  await ctx.db
    .updateTable('gateway')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', id)
    .execute();
  await takeOverGatewaySession(live.brokerUrl, id, password);
  await logged(ctx.db, caller, { action: 'gateway.delete', detail: { id } }, (trx) =>
    trx.deleteFrom('gateway').where('id', '=', id).execute(),
  );
  live.directory.forget(id);
  live.sparkplug.forget(id);
  return null;
}
