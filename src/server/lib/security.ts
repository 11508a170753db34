import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { forbidden } from './errors.ts';

/**
 * CSP allows only our own origin: fonts, scripts and styles are self-hosted. Images may also come
 * from https (map tiles, provider photos on object storage). Inline style attributes are needed by
 * Radix and Leaflet positioning.
 */
export function securityHeaders(isProduction: boolean, extraImgSrc: string[] = []): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // A page drawn on the server carries two small inline scripts, allowed by this response's nonce.
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraImgSrc],
      mediaSrc: ["'self'", 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests must come from our own pages. A request with cookies and a foreign
 * (or missing) Origin is refused; cookie-less requests cannot ride on a session, so they pass.
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const hasCookie = Boolean(c.req.header('cookie'));
    if (origin) {
      const host = c.req.header('host');
      const ok = origin === allowed || (host !== undefined && safeHost(origin) === host);
      if (!ok) throw forbidden('common.apiError.otherSite');
    } else if (hasCookie) {
      throw forbidden('common.apiError.otherSite');
    }
    return next();
  };
}

function safeHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
