import type { FastifyInstance } from 'fastify';

/** Players whose embed frames may show help videos (page info `video`). */
const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/**
 * The security headers of every answer, computed once. The CSP allows only our own scripts;
 * styles may be inline because Mantine sets style attributes at runtime.
 */
export function securityHeaders(options: {
  secure: boolean;
  publicUrl: string | undefined;
}): Record<string, string> {
  const connectSrc = ["'self'"];
  if (options.publicUrl) {
    // Older browsers do not treat ws(s):// on the same host as 'self'; realtime needs it.
    const url = new URL(options.publicUrl);
    connectSrc.push(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  }
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${VIDEO_FRAME_SOURCES.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Over plain http (localhost, a LAN address) this would break every asset request.
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    // Disables the old XSS auditor, which itself could be abused; the CSP does the work.
    'x-xss-protection': '0',
    // HSTS over plain http is ignored by browsers at best and locks people out at worst.
    ...(options.secure
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Sets the headers on every answer. A fixed header set applied in one synchronous hook, instead
 * of @fastify/helmet: helmet rebuilds its headers per request and cut a hello-world from about
 * 59,000 to 21,000 requests/s here (this hook: about 50,000); see docs/decisions/0003.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean; publicUrl: string | undefined },
): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
