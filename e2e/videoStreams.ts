import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const TYPES: Record<string, string> = {
  flv: 'video/x-flv',
  m3u8: 'application/vnd.apple.mpegurl',
  m2ts: 'video/mp2t',
};

/**
 * Serves e2e/fixtures/video (a 2 s 64×64 H.264 clip as FLV and as HLS) from another origin, as a
 * camera or media server would, with the CORS header the players' fetches need: from the spec
 * file's beforeAll to its afterAll. `url` is the origin (e.g. http://127.0.0.1:40123); read it
 * only inside hooks and tests.
 */
export function servedVideoStreams(): { readonly url: string } {
  let url: string | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, close } = await serveVideoStreams());
  });
  afterAll(async () => {
    await close?.();
  });
  return {
    get url() {
      if (url === undefined) throw new Error('the video streams start in beforeAll');
      return url;
    },
  };
}

async function serveVideoStreams(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = join(import.meta.dirname, 'fixtures/video');
  const http = createServer((request, response) => {
    const name = /^\/([\w.-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    readFile(join(dir, name)).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
