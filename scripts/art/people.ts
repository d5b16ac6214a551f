import type { PortraitLook } from './portrait.ts';

/**
 * One look per person, by slug: team (/nosotros), instructors (course pages) and blog authors all
 * drawn by portrait.ts, so every person on the site shares one art direction.
 */
export const looks: Record<string, PortraitLook> = {
  'lucia-fernandez': { hue: -8, hair: 'long' },
  'javier-morales': { hue: 4, hair: 'short' },
  'carmen-ruiz': { hue: 14, hair: 'bob' },
  'david-ortega': { hue: -2, hair: 'cropped' },
  'ines-carvalho': { hue: 20, hair: 'curly' },
  'pablo-sanchez': { hue: 8, hair: 'short' },
  'laura-mendez': { hue: 10, hair: 'long' },
  'daniel-ruiz': { hue: -10, hair: 'cropped' },
  'laura-martin': { hue: 2, hair: 'bun' },
  'carlos-ruiz': { hue: 16, hair: 'cropped' },
  'elena-sanchez': { hue: -6, hair: 'long' },
  'marta-gil': { hue: 22, hair: 'bob' },
  'tomas-herrera': { hue: -12, hair: 'short' },
};

export function lookOf(slug: string): PortraitLook {
  const look = looks[slug];
  if (!look) throw new Error(`No portrait look for ${slug}: add one to scripts/art/people.ts`);
  return look;
}
