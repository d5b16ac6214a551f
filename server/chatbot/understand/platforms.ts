import { partners } from '../../../site/content/partners.ts';
import { list } from '../format.ts';
import type { Lang } from '../text/language.ts';
import { learnPatterns } from '../text/spelling.ts';
import type { Found } from './found.ts';

/**
 * "¿Trabajáis con Microsoft Azure?", "¿con qué plataformas en la nube trabajáis?": the platforms
 * /nosotros names in text (site/content/partners.ts), without claiming a partnership the page
 * does not claim: the team picks, per project, the one that fits.
 */

/** Each platform by the ways visitors write it, keyed by its slug. */
const spellings: Record<string, string> = {
  'microsoft-azure': 'microsoft azure|azure',
  'google-cloud': 'google cloud|gcp|vertex( ai)?',
  aws: 'aws|amazon web services|sagemaker',
  nvidia: 'nvidia',
  'hugging-face': 'hugging ?face',
  databricks: 'databricks',
};

const platformCue = new RegExp(`\\b(${Object.values(spellings).join('|')})\\b`);
const platformsAsked =
  /\b(con que|que|which|what) (plataformas?|nubes?|clouds?|proveedores? (de nube|cloud)|cloud providers?)\b|\b(plataformas?|nubes?|clouds?) (con las que|que) (trabajais|usais|utilizais)\b|\b(partners?|socios?|partnership|alianzas?)( oficiales?)? (de|con|of|with) (google|microsoft|amazon|openai)\b|\b(con que|que|which|what) (partners?|socios|aliados|alianzas)\b|\b(partners?|socios|aliados) (tecnologicos|tecnologia|technology)\b|\btechnology partners?\b/;

/** Each platform with the pattern of its spellings, compiled once. */
const platformPatterns = partners.flatMap((partner) => {
  const pattern = spellings[partner.slug];
  return pattern ? [{ partner, pattern: new RegExp(`\\b(${pattern})\\b`) }] : [];
});

export function platformsAnswer(simplified: string, lang: Lang): Found | undefined {
  const named = platformPatterns.find(({ pattern }) => pattern.test(simplified))?.partner;
  if (!named && !platformsAsked.test(simplified)) return undefined;
  const others = partners.filter((partner) => partner !== named).map((partner) => partner.name);
  const area = named ? named.area.charAt(0).toLowerCase() + named.area.slice(1) : '';
  const reply =
    lang === 'es'
      ? named
        ? `Sí, trabajamos con ${named.name} (${area}), y también con ${list(others, 'es')}. No vendemos licencias: en cada proyecto elegimos contigo la plataforma que mejor encaja. Más información: /nosotros`
        : `Trabajamos con ${list(
            partners.map((partner) => `${partner.name} (${partner.area.charAt(0).toLowerCase()}${partner.area.slice(1)})`),
            'es',
          )}. No vendemos licencias: en cada proyecto elegimos contigo la plataforma que mejor encaja. Más información: /nosotros`
      : named
        ? `Yes, we work with ${named.name}, and also with ${list(others, 'en')}. We don't sell licences: in each project we choose with you the platform that fits best. More at /nosotros`
        : `We work with ${list(
            partners.map((partner) => partner.name),
            'en',
          )}. We don't sell licences: in each project we choose with you the platform that fits best. More at /nosotros`;
  return { reply, urls: ['/nosotros', '/contacto'] };
}

learnPatterns([platformCue, platformsAsked]);
