import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Frames the site may embed after the visitor asks (the contact page's click-to-load map). */
export const FRAME_SOURCES = ['https://www.openstreetmap.org'];

/**
 * Powerful features no page of the site uses, switched off for it and for any frame it embeds
 * (only names Chromium recognises: an unknown one logs a console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: FRAME_SOURCES,
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
};

/**
 * The headers Helmet sets with these options, worked out once: they depend on nothing in the
 * request (no nonces, no per-request directives), and building Helmet's middleware for every
 * request, as @fastify/helmet does, parsed the whole policy each time.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

/**
 * Strict CSP for the site: no inline script or style anywhere (the theme is applied by
 * /theme-init.js, widgets style themselves through constructed stylesheets). Called on the root
 * instance (not registered as a child plugin) so the headers reach every route.
 */
export async function addSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = [...helmetHeaders(HELMET_OPTIONS), ['permissions-policy', PERMISSIONS_POLICY] as [string, string]];
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    response.removeHeader('X-Powered-By');
    done();
  });
}
