import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { company } from '../../../site/content/company.ts';

/** A set of origins, fixed (a Set) or live (server/partners/allow-list.ts). */
export interface OriginAllowList {
  has(origin: string): boolean;
}

/** The site's own origin (SITE_ORIGIN), partner origins (CHATBOT_ALLOWED_ORIGINS), and same-origin calls. */
export function allowedOrigins(siteOrigin: string | undefined, partners: readonly string[]): Set<string> {
  return new Set([siteOrigin || company.siteUrl, ...partners]);
}

const sameOrigin = (request: FastifyRequest, origin: string) => origin === `${request.protocol}://${request.host}`;

export function isAllowedOrigin(request: FastifyRequest, allowed: OriginAllowList): boolean {
  const origin = request.headers.origin;
  return !origin || allowed.has(origin) || sameOrigin(request, origin);
}

/**
 * The partner page a request came from: its Origin header when the allow-list accepts it and it
 * is neither the company's site nor this server. Undefined means "the site". Never from a body.
 */
export function partnerOriginOf(request: FastifyRequest, allowed: OriginAllowList, siteOrigin: string | undefined): string | undefined {
  const origin = request.headers.origin;
  if (!origin || origin === (siteOrigin || company.siteUrl) || sameOrigin(request, origin)) return undefined;
  return allowed.has(origin) ? origin : undefined;
}

export async function registerCors(scope: FastifyInstance, allowed: OriginAllowList): Promise<void> {
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
