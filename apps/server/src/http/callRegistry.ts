import type { Action } from '@lf/protocol';
import type { z } from 'zod';
import type { Access } from './route';

/** One API call as declared: enough for tests and tools to reach every call without a hand list. */
export interface RegisteredCall {
  method: 'GET' | 'POST';
  url: string;
  action: Action;
  /** What the action table says of the action's codes. */
  access: Access;
  /** The protocol schema of the body (query for GET; the text fields of a multipart call). */
  input: z.ZodType;
  body: 'form' | 'multipart';
}

/** Every call declared through defineCall or defineUploadCall on one app, in declaration order. */
export type CallRegistry = RegisteredCall[];

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's call registry (see AppContext.calls). */
    lfCalls: CallRegistry;
  }
}
