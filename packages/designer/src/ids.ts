/** Makes a new widget id. Injected everywhere ids are created so tests stay deterministic. */
export type IdGenerator = () => string;

/** `prefix1`, `prefix2`, … — deterministic ids for tests and benchmarks. */
export function sequentialIds(prefix = 'w'): IdGenerator {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
}

/**
 * Ids that stay unique across sessions and browser tabs: time, a per-generator counter and
 * randomness, so two designers pasting at the same millisecond still differ.
 */
export function randomIds(prefix = 'w'): IdGenerator {
  let counter = 0;
  return () => {
    counter += 1;
    const random = Math.floor(Math.random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0');
    return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${random}`;
  };
}
