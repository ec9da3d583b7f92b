import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILES_URL_PREFIX } from './fileStore';

/**
 * Headers of every user file: the browser must take the type we send (no sniffing an image into
 * HTML), and should a payload slip past the upload checks, the file is a sandboxed document that
 * loads nothing and runs no script.
 */
export const USER_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
} as const;

/** Serves the files folder (layouts, thumbnails, images) under /files/. */
export async function registerUserFiles(app: FastifyInstance, filesDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: FILES_URL_PREFIX,
    decorateReply: false,
    setHeaders: (response) => {
      for (const [name, value] of Object.entries(USER_FILE_HEADERS)) {
        response.setHeader(name, value);
      }
    },
  });
}
