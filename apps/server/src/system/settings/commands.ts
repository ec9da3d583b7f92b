import type { frameAddRequest, frameRefRequest } from '@lf/protocol';
import type { z } from 'zod';
import { logged, type Caller } from '../../access/operationLog';
import type { Db } from '../../db/database';
import { notFound } from '../../http/apiError';
import { refuse } from '../../http/refusal';
import { frameAt } from './queries';

/** A new embedded frame; its path is unique within the organisation. */
export async function addFrame(
  db: Db,
  caller: Caller,
  input: z.infer<typeof frameAddRequest>,
): Promise<null> {
  const orgId = caller.user.orgId;
  if (await frameAt(db, orgId, input.path)) {
    throw refuse(caller.request, 'duplicate', { field: 'path', value: input.path });
  }
  await logged(db, caller, { action: 'frame.add', detail: { ...input } }, (trx) =>
    trx
      .insertInto('frame_link')
      .values({ org_id: orgId, ...input })
      .execute(),
  );
  return null;
}

export async function deleteFrame(
  db: Db,
  caller: Caller,
  input: z.infer<typeof frameRefRequest>,
): Promise<null> {
  await logged(db, caller, { action: 'frame.delete', detail: { ...input } }, async (trx) => {
    const result = await trx
      .deleteFrom('frame_link')
      .where('org_id', '=', caller.user.orgId)
      .where('path', '=', input.path)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
  return null;
}
