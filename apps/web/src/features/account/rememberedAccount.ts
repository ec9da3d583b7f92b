const STORAGE_KEY = 'lf.rememberedLoginname';

/** The login name kept by "remember account", if any. */
export function rememberedLoginname(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the login name when asked to, and forgets it otherwise. */
export function rememberLoginname(loginname: string, remember: boolean): void {
  try {
    if (remember && loginname) localStorage.setItem(STORAGE_KEY, loginname);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (private mode); login works without remembering.
  }
}
