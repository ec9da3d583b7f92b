/** Alarm management (ISA-18.2): holds of alarm points and the journal of transitions. */
import type { Generated } from 'kysely';
import type { JournalEvent } from '@lf/protocol';
import type { Timestamp, Defaulted, Nullable, NullableTime } from './columns';

/** A shelve (until a time) or an out-of-service mark (until lifted) of one alarm point. */
export interface AlarmHoldTable {
  rule_key: string;
  mode: 'shelved' | 'out_of_service';
  org_id: string;
  until: NullableTime;
  reason: Defaulted<string>;
  user_id: Nullable<string>;
  created_at: Timestamp;
}

export interface AlarmJournalTable {
  id: Generated<string>;
  org_id: string;
  alarm_id: number;
  event: JournalEvent;
  at: Timestamp;
  user_id: Nullable<string>;
  comment: Defaulted<string>;
}
