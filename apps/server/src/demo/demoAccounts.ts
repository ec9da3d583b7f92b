import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { hashPassword } from '../account/passwords';
import { hashAnswers } from '../account/security/questions';
import type { Db } from '../db/database';
import { insertOrg } from '../db/seedFoundation';

/**
 * The demo's second organisation: a maintenance contractor with one operator, so that sharing an
 * equipment from the demo organisation to another one works out of the box.
 */
export const DEMO_PARTNER = {
  orgName: '东区运维服务公司',
  loginname: 'partner',
  username: '运维员',
} as const;

/** The address each demo account gets, so find-password can send it a code. */
export const DEMO_EMAILS: Record<string, string> = {
  admin: 'admin@example.com',
  demo: 'demo@example.com',
  [DEMO_PARTNER.loginname]: 'partner@example.com',
};

/** Both languages in the question itself: a question is the account holder's own text. */
export const DEMO_QUESTIONS = [
  '您的工号？ / Your staff number?',
  '您的班组编号？ / Your team number?',
  '您的工位编号？ / Your desk number?',
] as const;

/** What the start-up log shows once about a demo account: its generated secrets. */
export interface DemoCredentials {
  loginname: string;
  /** Generated for a new account; undefined for one that had its password before. */
  password?: string;
  email: string;
  answers: { question: string; answer: string }[];
}

/** Six digits: easy to type from the log, and new at every first start. */
const randomAnswer = () => String(randomInt(100_000, 1_000_000));

/**
 * First start only (nothing happens once the partner's operator exists): the second organisation
 * with its theme and operator (a generated password), and for the demo accounts (`admin`, `demo`
 * and the partner's operator) an e-mail address and three security questions with generated
 * answers, where the account has none yet. Resolves with what the log must show once.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoCredentials[]> {
  const partnerExists = await db
    .selectFrom('app_user')
    .select('id')
    .where('loginname', '=', DEMO_PARTNER.loginname)
    .executeTakeFirst();
  if (partnerExists) return [];
  const partnerPassword = randomBytes(9).toString('base64url');
  const partnerHash = await hashPassword(partnerPassword);
  const answers = Object.keys(DEMO_EMAILS).map((loginname) => ({
    loginname,
    items: DEMO_QUESTIONS.map((question) => ({ question, answer: randomAnswer() })),
  }));
  const hashed = await Promise.all(answers.map(({ items }) => hashAnswers(items)));
  return db.transaction().execute(async (trx) => {
    const orgId = randomUUID();
    await insertOrg(trx, orgId, DEMO_PARTNER.orgName);
    await trx
      .insertInto('app_user')
      .values({
        id: randomUUID(),
        org_id: orgId,
        loginname: DEMO_PARTNER.loginname,
        username: DEMO_PARTNER.username,
        password_hash: partnerHash,
        role_type: 'user',
        role_id: 'operator',
        prompt_types: JSON.stringify(['sound', 'title', 'alter']),
        scada_adaption: true,
      })
      .execute();
    const credentials: DemoCredentials[] = [];
    for (const [index, { loginname, items }] of answers.entries()) {
      const user = await trx
        .selectFrom('app_user')
        .select(['id', 'email'])
        .where('loginname', '=', loginname)
        .executeTakeFirst();
      if (!user) continue;
      const email = user.email || (await freeAddress(trx, DEMO_EMAILS[loginname] ?? ''));
      if (email !== user.email) {
        await trx.updateTable('app_user').set({ email }).where('id', '=', user.id).execute();
      }
      const hasQuestions = await trx
        .selectFrom('security_question')
        .select('seq')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!hasQuestions) {
        await trx
          .insertInto('security_question')
          .values((hashed[index] ?? []).map((row) => ({ ...row, user_id: user.id })))
          .execute();
      }
      credentials.push({
        loginname,
        ...(loginname === DEMO_PARTNER.loginname ? { password: partnerPassword } : {}),
        email,
        answers: hasQuestions ? [] : items,
      });
    }
    return credentials;
  });
}

/** The address, unless another account holds it already (addresses are unique): then none. */
async function freeAddress(db: Db, email: string): Promise<string> {
  if (!email) return '';
  const holder = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return holder ? '' : email;
}

/**
 * The lines the start-up log shows once for the demo accounts, in English like the others: the
 * generated passwords first, then how each account recovers its password. `mailInLog`: no mail
 * server is set, so the demo writes its e-mails (and their codes) to this log.
 */
export function credentialLines(
  credentials: readonly DemoCredentials[],
  mailInLog: boolean,
): string[] {
  const passwords = credentials.flatMap(({ loginname, password }) =>
    password
      ? [`First start: the password of "${loginname}" is ${password} (shown only once)`]
      : [],
  );
  const recoveries = credentials.flatMap(({ loginname, email, answers }) => {
    const ways = [
      ...(email
        ? [`with an e-mail code to ${email}${mailInLog ? ' (a "demo mail" line of this log)' : ''}`]
        : []),
      ...(answers.length > 0
        ? [
            `with the security questions: ${answers.map((a) => `${a.question} → ${a.answer}`).join('; ')}`,
          ]
        : []),
    ];
    if (ways.length === 0) return [];
    return [`First start: "${loginname}" can recover its password ${ways.join(', or ')}`];
  });
  return [...passwords, ...recoveries];
}
