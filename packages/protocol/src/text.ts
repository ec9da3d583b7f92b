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

/** Where a text sits: its key and the step it hangs from, so a path is built only when needed. */
interface Step {
  parent: Step | undefined;
  key: string | number;
}

function pathOf(step: Step | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first text inside a value (strings, object keys, arrays, nested objects) that
 * holds a forbidden control character, or undefined when there is none. It walks with a stack of
 * its own and shares path steps between siblings: however deep the value, it neither overflows
 * the call stack nor copies a path per level (issue 26).
 */
export function controlCharacterPath(value: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; at: Step | undefined }[] = [{ value, at: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, at } = next;
    if (typeof item === 'string') {
      if (hasForbiddenControl(item)) return pathOf(at);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) {
        pending.push({ value: item[i], at: { parent: at, key: i } });
      }
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const step = { parent: at, key };
        // The key is looked at before its value, as a reader would meet them.
        pending.push({ value: child, at: step }, { value: key, at: step });
      }
    }
  }
  return undefined;
}
