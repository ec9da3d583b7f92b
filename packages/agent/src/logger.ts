/** Structured log lines (JSON, one per line) so an edge box's journal can be searched. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

type Level = 'info' | 'warn' | 'error';

export function jsonLogger(
  context: Record<string, unknown>,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const log = (level: Level, message: string, fields?: Record<string, unknown>) =>
    write(
      `${JSON.stringify({ level, time: new Date().toISOString(), ...context, msg: message, ...fields })}\n`,
    );
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}

/** Collects lines in memory: for tests and for embedding where the host logs otherwise. */
export function memoryLogger(): Logger & {
  lines: { level: Level; message: string; fields?: Record<string, unknown> }[];
} {
  const lines: { level: Level; message: string; fields?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
}
