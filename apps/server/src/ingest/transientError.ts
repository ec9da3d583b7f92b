/**
 * Whether a failed database write may succeed if tried again: the connection was lost or the
 * server is restarting or overloaded (SQLSTATE classes 08, 53, 57P, 40 — serialization and
 * deadlock), or the driver failed below SQL (no SQLSTATE: "Connection terminated", ECONNRESET,
 * ECONNREFUSED). Errors in the data or the statement (classes 22, 23, 42, …) will fail again.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error instanceof Error;
  if (!/^[0-9A-Z]{5}$/.test(code)) return true; // a Node error code (ECONNRESET, EPIPE, …)
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57P') ||
    code.startsWith('40')
  );
}
