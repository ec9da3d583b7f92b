import type { FastifyInstance } from 'fastify';
import { FILES_URL_PREFIX } from '../files/fileStore';
import { USER_FILE_HEADERS } from '../files/serveFiles';

/**
 * The policy the built web app is meant to satisfy: scripts only from our own origin (Vite emits
 * no inline script), styles inline too (antd writes its CSS-in-JS into style elements), images,
 * video and map tiles from anywhere over https, sockets and calls to our origin only.
 */
export const APP_CONTENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers on every response (HTML, API, files, errors). Framing is allowed to our own origin
 * only, which is what the embedded-frame pages (/manage/frame/…) need. The content policy is
 * sent as Report-Only until a browser test shows the built app runs under it with no violation;
 * `frame-ancestors` is enforced already through its own header. HSTS only over HTTPS (behind a
 * proxy: LF_TRUST_PROXY, so X-Forwarded-Proto is believed).
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
      reply.header('content-security-policy', "frame-ancestors 'self'; object-src 'none'");
      reply.header('content-security-policy-report-only', APP_CONTENT_POLICY);
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
