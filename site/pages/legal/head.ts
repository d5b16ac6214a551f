import type { HeadFn, PageHead } from '../../lib/routing/types.ts';
import { breadcrumbJsonLd, webPageJsonLd } from '../../lib/json-ld.ts';

const legalHead =
  (path: string, name: string, title: string, description: string): HeadFn =>
  () =>
    ({
      title,
      description,
      jsonLd: [webPageJsonLd('WebPage', path, title, description), breadcrumbJsonLd([[name, path]])],
    }) satisfies PageHead;

export const privacyHead = legalHead(
  '/privacidad',
  'Privacidad',
  'Política de privacidad',
  'Cómo trata IA Academy tus datos personales según el RGPD: responsable, finalidades, base legal, conservación, destinatarios y tus derechos.',
);

export const termsHead = legalHead(
  '/terminos',
  'Aviso legal',
  'Aviso legal y condiciones de uso',
  'Datos identificativos del titular del sitio según la LSSI (denominación, NIF, registro, domicilio y contacto) y condiciones de uso del sitio web.',
);

export const cookiesHead = legalHead(
  '/cookies',
  'Cookies',
  'Política de cookies',
  'Qué datos guardan en tu navegador el sitio de IA Academy y sus widgets, para qué sirven, cuánto duran y cómo cambiar tus preferencias.',
);
