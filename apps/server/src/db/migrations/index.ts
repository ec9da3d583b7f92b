import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';

/** Every migration, in order. Names are permanent: a released migration is never renamed or edited. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
