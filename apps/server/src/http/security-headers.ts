import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Players whose embed frames may show help videos (page info `video`). */
const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

/**
 * Security headers on every answer. The CSP allows only our own scripts; styles may be inline
 * because Mantine sets style attributes at runtime.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean; publicUrl: string | undefined },
): Promise<void> {
  const connectSrc = ["'self'"];
  if (options.publicUrl) {
    // Older browsers do not treat ws(s):// on the same host as 'self'; realtime needs it.
    const url = new URL(options.publicUrl);
    connectSrc.push(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        frameSrc: VIDEO_FRAME_SOURCES,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain http (localhost, a LAN address) this would break every asset request.
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers at best and locks people out at worst.
    strictTransportSecurity: options.secure
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}
