/** The figures a suite prints: one JSON line each, tagged with the suite's name. */
export function printer(suite: string): (figure: Record<string, unknown>) => void {
  return (figure) => console.log(JSON.stringify({ suite, ...figure }));
}

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs a suite's main and exits with its outcome (open sockets and timers cannot keep it up). */
export function runSuite(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
