import type { FastifyReply, FastifyRequest } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { LIMITS } from '@lf/protocol';
import type { AppContext } from '../context';
import { hashToken, newToken } from './tokens';

export const CAPTCHA_COOKIE = 'lf_vc';

/**
 * Issues a new verification code: the answer is kept in the database (any server instance can
 * check it), the browser holds only a random id in an HttpOnly cookie.
 */
export async function issueCaptcha(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });
  const token = newToken();
  const now = ctx.now();
  const previous = request.cookies[CAPTCHA_COOKIE];
  await ctx.db.transaction().execute(async (trx) => {
    if (previous)
      await trx.deleteFrom('captcha').where('id_hash', '=', hashToken(previous)).execute();
    await trx.deleteFrom('captcha').where('expires_at', '<', now).execute();
    await trx
      .insertInto('captcha')
      .values({
        id_hash: hashToken(token),
        answer: captcha.text.toLowerCase(),
        expires_at: new Date(now.getTime() + LIMITS.verificationCodeValidityMs),
      })
      .execute();
  });
  reply.setCookie(CAPTCHA_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  // Only at trace level (never on by default): the operator reading it could read the table
  // too; the browser tests read the answer here, as they cannot read an image.
  ctx.log.trace({ captchaAnswer: captcha.text }, 'captcha issued');
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
}

/** Checks and consumes the request's verification code: each code answers once. */
export async function consumeCaptcha(
  ctx: AppContext,
  request: FastifyRequest,
  answer: string,
): Promise<boolean> {
  const token = request.cookies[CAPTCHA_COOKIE];
  if (!token) return false;
  const row = await ctx.db
    .deleteFrom('captcha')
    .where('id_hash', '=', hashToken(token))
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row) return false;
  return row.expires_at > ctx.now() && row.answer === answer.trim().toLowerCase();
}
