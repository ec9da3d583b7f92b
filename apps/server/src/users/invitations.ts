import { randomUUID } from 'node:crypto';
import { Code, INVITE_PATH, USER_INVITE, type InviteInfo, type Locale } from '@lf/protocol';
import { hashPassword } from '../account/passwords';
import { setUserPassword } from '../account/setPassword';
import { deliveryOf, type OutgoingText } from '../account/security/delivery';
import { hashToken, newToken } from '../account/tokens';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { acceptNewPassword } from './passwordPolicy';
import type { Authority } from './grantRules';
import {
  assertMayGrant,
  generatePassword,
  guardDuplicates,
  insertUser,
  type AddUserInput,
} from './userCommands';

/**
 * Invitations by e-mail: the user is made without a usable password and a single-use link that
 * lasts three days goes to their address; opening it they set the password themselves (the
 * organisation's policy applies) and log in. The mail is sent inside the transaction that makes
 * the user, last: a refused or failed delivery leaves no user behind.
 */
const inviteInvalid = () => new ApiError(Code.BAD_REQUEST, 'inviteInvalid');

const TEXTS = {
  zh: {
    subject: '账号邀请',
    body: (name: string, link: string) =>
      `您好，${name}：管理员为您开通了账号。请在 72 小时内打开以下链接设置登录密码（链接只能使用一次）：\n${link}`,
  },
  en: {
    subject: 'Your account',
    body: (name: string, link: string) =>
      `Hello ${name}, an administrator made an account for you. Open this link within 72 hours to set your password (it works once):\n${link}`,
  },
} as const;

export function invitationMessage(name: string, link: string, locale: Locale): OutgoingText {
  const [first, second] = locale === 'en' ? [TEXTS.en, TEXTS.zh] : [TEXTS.zh, TEXTS.en];
  return {
    subject: `LF SCADA ${first.subject} / ${second.subject}`,
    text: `${first.body(name, link)}\n\n${second.body(name, link)}\n`,
  };
}

/** Adds the user and mails the link; refused when the server cannot send e-mail. */
export async function inviteUser(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  input: AddUserInput & { email: string },
  where: { origin: string; locale: Locale },
): Promise<string> {
  const delivery = deliveryOf(ctx);
  if (!delivery.capabilities.email) throw new ApiError(Code.BAD_REQUEST, 'inviteUnavailable');
  const role = await assertMayGrant(ctx.db, actor.orgId, caller, input);
  const unusable = await hashPassword(generatePassword(24));
  const id = randomUUID();
  const token = newToken();
  const now = ctx.now();
  await guardDuplicates(() =>
    ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, actor.orgId, role.id, input, {
        id,
        password_hash: unusable,
        email: input.email,
        password_changed_at: now,
      });
      await trx
        .insertInto('user_invitation')
        .values({
          token_hash: hashToken(token),
          user_id: id,
          created_at: now,
          expires_at: new Date(now.getTime() + USER_INVITE.validityMs),
        })
        .execute();
      await logOperation(trx, actor, 'user.invite', { id, name: input.loginname, role: role.id });
      const link = `${where.origin}${INVITE_PATH}?token=${token}`;
      try {
        await delivery.sendEmail(
          input.email,
          invitationMessage(input.displayName, link, where.locale),
        );
      } catch (error) {
        ctx.log.warn({ err: error }, 'invitation mail failed');
        throw new ApiError(Code.BAD_REQUEST, 'deliveryFailed');
      }
    }),
  );
  return id;
}

async function invitationOf(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('user_invitation')
    .innerJoin('app_user', 'app_user.id', 'user_invitation.user_id')
    .select([
      'user_invitation.token_hash',
      'user_invitation.expires_at',
      'app_user.id',
      'app_user.org_id',
      'app_user.loginname',
      'app_user.username',
    ])
    .where('user_invitation.token_hash', '=', hashToken(token))
    .where('user_invitation.used_at', 'is', null)
    .where('user_invitation.expires_at', '>', ctx.now())
    .where('app_user.deleted_at', 'is', null)
    .where('app_user.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Whom a link is for, while it is good. */
export async function checkInvitation(ctx: AppContext, token: string): Promise<InviteInfo> {
  const found = await invitationOf(ctx, token);
  if (!found) throw inviteInvalid();
  return {
    loginname: found.loginname,
    displayName: found.username,
    expiresAt: new Date(found.expires_at).toISOString(),
  };
}

/** Sets the invited user's password and uses the link up (a second use finds it used). */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  password: string,
  address: string,
): Promise<void> {
  const found = await invitationOf(ctx, token);
  if (!found) throw inviteInvalid();
  const passwordHash = await acceptNewPassword(ctx, found.org_id, password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const used = await trx
      .updateTable('user_invitation')
      .set({ used_at: now })
      .where('token_hash', '=', found.token_hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw inviteInvalid();
    await setUserPassword(trx, { userId: found.id, passwordHash, now, mustChange: false });
    // Any other link sent to the same user is void now.
    await trx
      .deleteFrom('user_invitation')
      .where('user_id', '=', found.id)
      .where('token_hash', '!=', found.token_hash)
      .execute();
    await logOperation(
      trx,
      { userId: found.id, orgId: found.org_id, address },
      'account.invite.accept',
      {},
    );
  });
}
