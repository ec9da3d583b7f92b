import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError } from './transientError';

const pgError = (code: string) => Object.assign(new Error('pg'), { code });

describe('isTransientDatabaseError', () => {
  it('a terminated backend (pg_terminate_backend, 57P01) or a restarting server is transient', () => {
    expect(isTransientDatabaseError(pgError('57P01'))).toBe(true);
    expect(isTransientDatabaseError(pgError('57P03'))).toBe(true);
  });
  it('connection exceptions (class 08) and insufficient resources (class 53) are transient', () => {
    expect(isTransientDatabaseError(pgError('08006'))).toBe(true);
    expect(isTransientDatabaseError(pgError('53300'))).toBe(true);
  });
  it('serialization failures and deadlocks (class 40) are transient', () => {
    expect(isTransientDatabaseError(pgError('40001'))).toBe(true);
    expect(isTransientDatabaseError(pgError('40P01'))).toBe(true);
  });
  it('a driver error below SQL (Node code or none) is transient', () => {
    expect(isTransientDatabaseError(pgError('ECONNRESET'))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('errors in the data or the statement are not', () => {
    expect(isTransientDatabaseError(pgError('23503'))).toBe(false); // foreign key: signal deleted
    expect(isTransientDatabaseError(pgError('22P02'))).toBe(false);
    expect(isTransientDatabaseError(pgError('42P01'))).toBe(false);
    expect(isTransientDatabaseError(pgError('57014'))).toBe(false); // query cancelled
  });
  it('a thrown non-error is not', () => {
    expect(isTransientDatabaseError('boom')).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});
