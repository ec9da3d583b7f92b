import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { localText, requestLocale } from './locale';
import { sendEnvelope } from './reply';

const API_PREFIXES = ['/lfscada/', '/org/', '/usual/', '/files/'];

/**
 * Serves the built web app and answers every other GET with its index.html, so that the
 * browser's router handles deep links; unknown API paths get a NOT_FOUND envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // `/` itself is the page; without an index the folder would be refused.
      index: 'index.html',
      cacheControl: false,
      setHeaders: (response, path) => {
        // Built assets carry a content hash in their name: cache them for good. The page itself
        // must be revalidated so a new build is picked up.
        response.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`web app not built in ${webDir}: run "npm run build -w @lf/web"`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi) {
      if (built) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html')
          .sendFile('index.html', webDir, { cacheControl: false });
      }
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run: npm run build -w @lf/web');
    }
    return sendEnvelope(reply, {
      code: Code.NOT_FOUND,
      message: localText(requestLocale(request), 'notFound'),
      data: null,
    });
  });
}
