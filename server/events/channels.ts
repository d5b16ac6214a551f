/**
 * Where a visit came from, in the few channels a small consultancy looks at. Decided from the
 * UTM medium when the landing URL had one, else from the referrer host alone.
 */
export const CHANNELS = ['directo', 'buscadores', 'redes sociales', 'email', 'campañas de pago', 'campañas', 'otros sitios'] as const;
export type Channel = (typeof CHANNELS)[number];

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|yandex|baidu|startpage|brave)\./;
const SOCIAL = /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|tiktok|pinterest|reddit|threads|whatsapp|telegram)\.(com|co|me|in|net|org)$/;
const PAID = /^(cpc|ppc|paid|paidsearch|paid_social|paid-social|display|cpm|ads?)$/i;

export function channelOf(referrerHost: string | undefined, utmMedium: string | undefined, siteHost: string): Channel {
  if (utmMedium) {
    if (PAID.test(utmMedium)) return 'campañas de pago';
    if (/^e-?mail|newsletter$/i.test(utmMedium)) return 'email';
    if (/^(social|rrss|redes)$/i.test(utmMedium)) return 'redes sociales';
    return 'campañas';
  }
  if (!referrerHost || referrerHost === siteHost) return 'directo';
  if (SEARCH.test(referrerHost)) return 'buscadores';
  if (SOCIAL.test(referrerHost)) return 'redes sociales';
  return 'otros sitios';
}
