import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../passwords';

/** Answers compare after trimming, width folding, case folding and space collapsing. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

export async function questionsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('security_question')
    .select('question')
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.question);
}

/** True when every answer matches its question's stored hash (all are checked, in order). */
export async function answersMatch(db: Db, userId: string, answers: string[]): Promise<boolean> {
  const rows = await db
    .selectFrom('security_question')
    .select(['seq', 'answer_hash'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  if (rows.length === 0 || rows.length !== answers.length) return false;
  const results = await Promise.all(
    rows.map((row, index) =>
      verifyPassword(row.answer_hash, normaliseAnswer(answers[index] ?? '')),
    ),
  );
  return results.every(Boolean);
}

export async function hashAnswers(
  items: { question: string; answer: string }[],
): Promise<{ seq: number; question: string; answer_hash: string }[]> {
  return Promise.all(
    items.map(async (item, index) => ({
      seq: index + 1,
      question: item.question,
      answer_hash: await hashPassword(normaliseAnswer(item.answer)),
    })),
  );
}
