import type { ColumnType } from 'kysely';

// Column types shared by the table definitions (Kysely's select, insert and update types).

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column the database fills when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
export type NullableTime = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: read as parsed JSON, written as JSON text. */
export type Json<T> = ColumnType<T, string | undefined, string>;
