import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { company } from '../../../site/content/company.ts';

/** The site's own origin (SITE_ORIGIN), partner origins (CHATBOT_ALLOWED_ORIGINS), and same-origin calls. */
export function allowedOrigins(siteOrigin: string | undefined, partners: readonly string[]): Set<string> {
  return new Set([siteOrigin || company.siteUrl, ...partners]);
}

export function isAllowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  return !origin || allowed.has(origin) || origin === `${request.protocol}://${request.host}`;
}

export async function registerCors(scope: FastifyInstance, allowed: ReadonlySet<string>): Promise<void> {
  await scope.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: origin && isAllowedOrigin(request, allowed) ? origin : false,
        methods: ['POST', 'OPTIONS'],
        allowedHeaders: ['Content-Type'],
        exposedHeaders: ['Retry-After'],
        maxAge: 600,
      });
    },
  });
}
