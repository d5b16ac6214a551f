import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * Strict CSP for the site: no inline script or style anywhere (the theme is applied by
 * /theme-init.js, widgets style themselves through constructed stylesheets). Called on the root
 * instance (not registered as a child plugin) so the headers reach every route.
 */
export async function addSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
