import { Code, type MessageKey } from '@lf/protocol';

/** A refusal the client should see: its code, a catalogue message and optional data. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const notLoggedIn = () => new ApiError(Code.NOT_LOGGED_IN, 'notLoggedIn');
export const sessionInvalid = () => new ApiError(Code.SESSION_INVALID, 'sessionInvalid');
export const forbidden = () => new ApiError(Code.FORBIDDEN, 'forbidden');
export const notFound = () => new ApiError(Code.NOT_FOUND, 'notFound');
