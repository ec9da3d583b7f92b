/**
 * Response codes of the HTTP envelope `{ code, message, data }`.
 * 200/201 are success; 1006/1010 send the web app back to login (SPEC §8).
 */
export const Code = {
  OK: 200,
  CREATED: 201,
  BAD_REQUEST: 1001,
  FORBIDDEN: 1003,
  NOT_FOUND: 1004,
  NOT_LOGGED_IN: 1006,
  SESSION_INVALID: 1010,
  LOGIN_FAILED: 1020,
  VCODE_INVALID: 1021,
  ACCOUNT_LOCKED: 1022,
  CROSS_SITE: 1023,
  /** The user must change the password (after a reset, or when it expired) before anything else. */
  PASSWORD_CHANGE_REQUIRED: 1024,
  TOO_MANY_REQUESTS: 1029,
  ASYNC_TIMEOUT: 1301,
  BIND_CHECK_EMPTY: 90003,
  INTERNAL: 1500,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export function isSuccessCode(code: number | string): boolean {
  const n = Number(code);
  return n === Code.OK || n === Code.CREATED;
}

export function isSessionLossCode(code: number | string): boolean {
  const n = Number(code);
  return n === Code.NOT_LOGGED_IN || n === Code.SESSION_INVALID;
}

/** HTTP status that mirrors a code's class, so proxies and logs read right. */
export function httpStatusOf(code: number): number {
  switch (code) {
    case Code.OK:
    case Code.CREATED:
      return 200;
    case Code.BAD_REQUEST:
    case Code.VCODE_INVALID:
      return 400;
    case Code.NOT_LOGGED_IN:
    case Code.SESSION_INVALID:
    case Code.LOGIN_FAILED:
      return 401;
    case Code.FORBIDDEN:
    case Code.CROSS_SITE:
    case Code.PASSWORD_CHANGE_REQUIRED:
      return 403;
    case Code.NOT_FOUND:
      return 404;
    case Code.ACCOUNT_LOCKED:
    case Code.TOO_MANY_REQUESTS:
      return 429;
    case Code.INTERNAL:
      return 500;
    default:
      return 200;
  }
}
