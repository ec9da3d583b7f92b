import type { FastifyInstance } from 'fastify';
import { FILES_URL_PREFIX } from './files/fileStore';
import { USER_FILE_HEADERS } from './files/serveFiles';

/**
 * The policy the built web app runs under, enforced (e2e/csp.e2e.ts walks the app in Chromium
 * and finds no violation):
 * - scripts only from our own origin: Vite emits no inline script, and nothing evaluates code
 *   (zod runs jitless, apps/web/public/zod-jitless.js);
 * - styles also inline: antd writes its CSS-in-JS into style elements and ECharts, Leaflet and
 *   the designer position elements with style attributes — no script can run from a style;
 * - video: the video widget plays streams from the cameras or media servers an engineer enters,
 *   often plain http on the plant network: mpegts.js and hls.js fetch them (connect-src), the
 *   browser plays native HLS (media-src) and MSE data through blob: URLs, and hls.js runs its
 *   demuxer in a blob: worker;
 * - images and map tiles from any http(s) server (LF_MAP_TILES may be http);
 * - frames: the administrator's list of external pages (/manage/frame/…), shown sandboxed;
 * - sockets and calls otherwise to our own origin ('self' covers ws: of the same host).
 */
export const APP_CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "connect-src 'self' http: https: ws: wss:",
  "worker-src 'self' blob:",
  "frame-src 'self' http: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers on every response (HTML, API, files, errors). Framing is allowed to our own origin
 * only, which is what the embedded-frame pages (/manage/frame/…) need. The content policy is
 * enforced (it was Report-Only until e2e/csp.e2e.ts showed the built app runs under it with no
 * violation). HSTS only over HTTPS (behind a proxy: LF_TRUST_PROXY, so X-Forwarded-Proto is
 * believed).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.url.startsWith(FILES_URL_PREFIX)) {
      // A user file gets the sandbox of its own (also set where the files are served).
      reply.header('content-security-policy', USER_FILE_HEADERS['content-security-policy']);
    } else {
      reply.header('content-security-policy', APP_CONTENT_POLICY);
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
