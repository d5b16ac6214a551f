/**
 * The embedding contract: every option comes from a data-* attribute of the script's own tag,
 * is checked against an allowlist and falls back to its default with one console warning.
 * A bundle without the chat or WhatsApp (surfaces.ts) neither reads nor warns about their options.
 */
import { HAS_CHAT, HAS_WHATSAPP } from './surfaces.ts';
import { chosenWidgets, directFile, WIDGETS, type WidgetName } from './widget-names.ts';

export { chosenWidgets, directFile, WIDGETS, type WidgetName };

export const POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export const PERSONAS = ['general', 'courses', 'technical'] as const;
export const LANG_OPTIONS = ['auto', 'es', 'en'] as const;
export const THEME_OPTIONS = ['auto', 'light', 'dark'] as const;

export type Position = (typeof POSITIONS)[number];
export type PersonaId = (typeof PERSONAS)[number];
export type LangOption = (typeof LANG_OPTIONS)[number];
export type ThemeOption = (typeof THEME_OPTIONS)[number];
/** The consent categories a visitor may refuse; the essential one is always on. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface WidgetConfig {
  position: Position;
  persona: PersonaId;
  personaSelector: boolean;
  widgets: WidgetName[];
  lang: LangOption;
  theme: ThemeOption;
  /** Digits only, as wa.me expects them. */
  whatsapp: string;
  /** Origin the chat calls (`${api}/api/chatbot`). */
  api: string;
  /** Origin of the main site, for /contacto and /cookies links when embedded elsewhere. */
  site: string;
  zIndex: number;
  /** Px kept free at the top of the viewport for the host's own sticky header (top corners). */
  offset: number;
  /** The partner's own cookie policy (absolute http(s) URL); '' links to the main site's /cookies. */
  policyUrl: string;
  /** The optional categories the banner offers; any other counts as refused. */
  consentCategories: OptionalCategory[];
  /** Whose site the banner speaks for (plain text); '' on the main site. */
  owner: string;
}

type AttributeName =
  | 'position'
  | 'persona'
  | 'persona-selector'
  | 'widgets'
  | 'lang'
  | 'theme'
  | 'whatsapp'
  | 'api'
  | 'z-index'
  | 'offset'
  | 'policy-url'
  | 'consent-categories'
  | 'owner';

/** The attributes a marketer may set, without the `data-` prefix. */
export type ConfigAttributes = Partial<Record<AttributeName, string>>;

/** In this order in scriptTag; a bundle reads only those of its surfaces (surfaces.ts). */
const ATTRIBUTE_NAMES: AttributeName[] = [
  'position',
  ...(HAS_CHAT ? (['persona', 'persona-selector'] as const) : []),
  'widgets',
  'lang',
  'theme',
  ...(HAS_WHATSAPP ? (['whatsapp'] as const) : []),
  'api',
  'z-index',
  'offset',
  'policy-url',
  'consent-categories',
  'owner',
];

export const DEFAULT_Z_INDEX = 2147483000;
/** More than this is no header any more: the widgets would have no room left on a phone. */
export const MAX_OFFSET = 400;
/** A name, not a paragraph: longer than this (or with markup) data-owner is not shown. */
export const MAX_OWNER = 60;

/** The company's own WhatsApp number and site, from site/content/company.ts at build time. */
export interface CompanyDefaults {
  /** Undefined in a bundle without WhatsApp (vite.widgets.config.ts), which never reads it. */
  whatsapp: string;
  siteUrl: string;
}

function invalid(name: string, value: string, fallback: string | number): string {
  return `data-${name}="${value}" no es válido; se usa "${fallback}".`;
}

function pick<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T, warn: (message: string) => void): T {
  if (value === undefined) return fallback;
  const normalised = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(normalised)) return normalised as T;
  warn(invalid(name, value, fallback));
  return fallback;
}

function parseWidgets(value: string | undefined, warn: (message: string) => void): WidgetName[] {
  const chosen = chosenWidgets(value);
  if (value !== undefined) {
    const names = value.split(/[\s,]+/).filter(Boolean);
    if (names.length === 0 || WIDGETS.filter((name) => names.includes(name)).length !== names.length) warn(invalid('widgets', value, chosen.join(',')));
  }
  return chosen;
}

/**
 * The data-widgets of a bundle loaded directly, at its own URL (`/widgets/v1/chat-consent.js`,
 * carrying `built`): without the attribute, what it carries; asking for a surface it lacks, one
 * warning and the asked surfaces it has (all it carries when it has none of them). Anything else
 * is left to parseConfig, as with the loader, which picks its bundle by this very value.
 */
export function directWidgets(value: string | undefined, built: readonly WidgetName[], warn: (message: string) => void): string | undefined {
  if (value === undefined) return built.join(',');
  const asked = WIDGETS.filter((name) => value.split(/[\s,]+/).includes(name));
  const missing = asked.filter((name) => !built.includes(name));
  if (!missing.length) return value;
  const shown = asked.filter((name) => built.includes(name));
  const kept = (shown.length ? shown : built).join(',');
  warn(
    `data-widgets="${value}" pide ${missing.join(', ')}, que no viene en /widgets/v1/${directFile(built)}; se muestra "${kept}". ` +
      `La dirección con todo lo pedido es /widgets/v1/${directFile(asked)}.`,
  );
  return kept;
}

/** An http(s) URL (relative ones resolved against `base`), or null. */
function httpUrl(value: string, base?: string): URL | null {
  try {
    const url = new URL(value, base);
    if (/^https?:$/.test(url.protocol)) return url;
  } catch {
    // Not a URL at all.
  }
  return null;
}

function parseOrigin(value: string | undefined, fallback: string, warn: (message: string) => void): string {
  if (value === undefined) return fallback;
  const url = httpUrl(value, fallback || undefined);
  if (url) return url.origin;
  warn(invalid('api', value, fallback));
  return fallback;
}

/** The optional categories a partner lists; `essential` or `necessary` may be named, and are implied. */
function parseCategories(value: string | undefined, warn: (message: string) => void): OptionalCategory[] {
  const names =
    value
      ?.toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean) ?? [];
  const known = names.filter((name) => /^(essential|necessary|analytics|marketing|preferences)$/.test(name));
  const offered = OPTIONAL_CATEGORIES.filter((name) => !known.length || known.includes(name));
  if (known.length < names.length) warn(invalid('consent-categories', value ?? '', known.join() || OPTIONAL_CATEGORIES.join()));
  return offered;
}

/** An absolute http(s) URL, or '' (the main site's /cookies, named in the warning). */
function parsePolicyUrl(value: string | undefined, fallback: string, warn: (message: string) => void): string {
  if (!value?.trim()) return '';
  const url = httpUrl(value);
  if (url) return url.href;
  warn(invalid('policy-url', value, fallback));
  return '';
}

/** Plain text: no markup, no control characters, at most MAX_OWNER characters. */
function parseOwner(value: string | undefined, warn: (message: string) => void): string {
  const owner = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (owner.length <= MAX_OWNER && !/[<>\p{Cc}]/u.test(owner)) return owner;
  warn(`data-owner="${value}" no es válido (solo texto, sin < ni >, hasta ${MAX_OWNER} caracteres); el banner no muestra nombre.`);
  return '';
}

/**
 * @param attributes the data-* values of the script tag (undefined when absent)
 * @param scriptSrc the script's own absolute URL; its origin is the main site and default API
 * @param page origin of the host page: on a partner's, a missing data-policy-url is warned
 */
export function parseConfig(
  attributes: ConfigAttributes,
  scriptSrc: string,
  warn: (message: string) => void,
  company: CompanyDefaults,
  page?: string,
): WidgetConfig {
  let site = company.siteUrl;
  try {
    const origin = new URL(scriptSrc).origin;
    if (origin !== 'null') site = origin;
  } catch {
    // A script without a usable URL keeps the company's own site.
  }

  const selector = HAS_CHAT ? pick('persona-selector', attributes['persona-selector'], ['true', 'false'], 'true', warn) : 'true';
  let whatsapp: string = company.whatsapp;
  const digits = HAS_WHATSAPP ? attributes.whatsapp?.replace(/[\s+()-]/g, '') : undefined;
  if (digits !== undefined) {
    if (/^\d{6,15}$/.test(digits)) whatsapp = digits;
    else warn(invalid('whatsapp', attributes.whatsapp ?? '', company.whatsapp));
  }
  let zIndex = DEFAULT_Z_INDEX;
  if (attributes['z-index'] !== undefined) {
    const parsed = Number(attributes['z-index']);
    if (Number.isInteger(parsed) && Math.abs(parsed) <= 2147483647) zIndex = parsed;
    else warn(invalid('z-index', attributes['z-index'], DEFAULT_Z_INDEX));
  }
  let offset = 0;
  const rawOffset = attributes.offset;
  if (rawOffset !== undefined) {
    const match = /^\s*(\d{1,3})(px)?\s*$/i.exec(rawOffset);
    if (match && Number(match[1]) <= MAX_OFFSET) offset = Number(match[1]);
    else warn(invalid('offset', rawOffset, 0));
  }

  const widgets = parseWidgets(attributes.widgets, warn);
  const policyUrl = parsePolicyUrl(attributes['policy-url'], `${site}/cookies`, warn);
  if (page && !attributes['policy-url']?.trim() && widgets.includes('consent') && page !== site && page !== company.siteUrl) {
    warn(`Falta data-policy-url con la URL de la política de cookies de este sitio; el banner enlaza a ${site}/cookies.`);
  }

  return {
    position: pick('position', attributes.position, POSITIONS, 'bottom-right', warn),
    // Only the consent (consent/dock.ts): nothing reads the chat's or WhatsApp's options.
    ...((HAS_CHAT || HAS_WHATSAPP) && {
      persona: HAS_CHAT ? pick('persona', attributes.persona, PERSONAS, 'general', warn) : 'general',
      personaSelector: selector === 'true',
      whatsapp,
    }),
    widgets,
    lang: pick('lang', attributes.lang, LANG_OPTIONS, 'auto', warn),
    theme: pick('theme', attributes.theme, THEME_OPTIONS, 'auto', warn),
    api: parseOrigin(attributes.api, site, warn),
    site,
    zIndex,
    offset,
    policyUrl,
    consentCategories: parseCategories(attributes['consent-categories'], warn),
    owner: parseOwner(attributes.owner, warn),
  } as WidgetConfig;
}

/** Reads the data-* attributes of a script element into ConfigAttributes. */
export function readAttributes(element: Element | null): ConfigAttributes {
  const attributes: ConfigAttributes = {};
  if (!element) return attributes;
  for (const name of ATTRIBUTE_NAMES) {
    const value = element.getAttribute(`data-${name}`);
    if (value !== null) attributes[name] = value;
  }
  return attributes;
}

/** The tag a marketer pastes; the same rules as parseConfig, read backwards. */
export function scriptTag(src: string, attributes: ConfigAttributes): string {
  const parts = [`<script src="${src}" async`];
  for (const name of ATTRIBUTE_NAMES) {
    const value = attributes[name];
    if (value !== undefined && value !== '') parts.push(`data-${name}="${value.replace(/"/g, '&quot;')}"`);
  }
  return `${parts.join(' ')}></script>`;
}
