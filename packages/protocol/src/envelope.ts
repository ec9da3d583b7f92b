import { z } from 'zod';

/** Every response body of the HTTP API. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.coerce.number(), message: z.string(), data });
}
