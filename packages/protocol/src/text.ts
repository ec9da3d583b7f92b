/**
 * Characters no request text may hold: the C0 controls except tab, line feed and carriage
 * return, and DEL. PostgreSQL refuses NUL in text outright (the call would fail half-way with a
 * server error), and the others only ever arrive from a forged request or a corrupted file.
 */
export function isForbiddenControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

export function hasForbiddenControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (isForbiddenControl(text.charCodeAt(i))) return true;
  }
  return false;
}

/**
 * The path of the first text inside a value (strings, object keys, arrays, nested objects) that
 * holds a forbidden control character, or undefined when there is none.
 */
export function controlCharacterPath(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return hasForbiddenControl(value) ? [...path] : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenControl(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
