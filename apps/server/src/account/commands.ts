import type { feedbackAddRequest, userConfigSaveRequest } from '@lf/protocol';
import type { z } from 'zod';
import { logged, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';

/** Saves one of the user's own settings (a key's new value replaces the old). */
export async function saveUserConfig(
  ctx: AppContext,
  userId: string,
  input: z.infer<typeof userConfigSaveRequest>,
): Promise<void> {
  await ctx.db
    .insertInto('user_config')
    .values({ user_id: userId, key: input.key, value: input.value, updated_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'key']).doUpdateSet({ value: input.value, updated_at: ctx.now() }),
    )
    .execute();
}

/** Sets how the user is told of alarms (the prompt types, already filtered to known ones). */
export async function saveOwnPromptTypes(
  ctx: AppContext,
  caller: Caller,
  prompType: string[],
): Promise<void> {
  const log = { action: 'account.prompType', detail: { prompType } };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ prompt_types: JSON.stringify(prompType) })
      .where('id', '=', caller.user.userId)
      .execute();
  });
}

/** Records a user's feedback. */
export async function addFeedback(
  ctx: AppContext,
  userId: string,
  input: z.infer<typeof feedbackAddRequest>,
): Promise<void> {
  await ctx.db
    .insertInto('feedback')
    .values({ user_id: userId, content: input.content, contact: input.contact ?? '' })
    .execute();
}
