import { fileURLToPath } from 'node:url';
import type { Plugin, TerserOptions, UserConfig } from 'vite';
import { company } from './site/content/company.ts';
import type { WidgetName } from './widgets/config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One classic script (IIFE) with its CSS inside as strings, so nothing lands in the partner's
 * <head>. site/build/widgets.ts builds one such bundle per combination of `data-widgets` (the
 * flags of widgets/surfaces.ts drop the surfaces a partner did not embed) and the small loader
 * that partners' tags load (widgets/loader.ts), which picks one. Built by site/build/widgets.ts
 * (`tsx site/build/widgets.ts`), which also builds the chat window the bundles fetch on demand.
 */
function classicScript(entry: string, define: Record<string, string>, plugins: Plugin[] = [], terserOptions: TerserOptions = TERSER): UserConfig {
  return {
    root,
    plugins,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    // Classic h() calls: shorter output than the automatic runtime's children arrays.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    // The widgets' CSS has no light-dark(): lightningcss's Features.LightDark (1 << 20; the CSS
    // minifier Vite runs) would add two unused variables beside every `color-scheme: dark`.
    css: { lightningcss: { exclude: 1 << 20 } },
    build: {
      write: false,
      target: 'es2020',
      reportCompressedSize: false,
      // Terser packs these bundles about 0.6 % smaller than the default minifier.
      minify: 'terser',
      terserOptions,
      // Browsers from 2023 on: no prefixes or fallbacks in the widgets' CSS.
      cssTarget: ['chrome111', 'safari16.4', 'firefox128'],
      cssCodeSplit: false,
      rollupOptions: { checks: { bundlerTimings: false } },
      lib: { entry, formats: ['iife'], name: 'IAWidgetsBundle', fileName: () => 'widgets.js' },
    },
  };
}

const TERSER: TerserOptions = { compress: { passes: 2, hoist_funs: true } };

/**
 * The names of the widgets' own objects (the state, the context, the stores, the layout plan, the
 * banner's texts…) that the bundle with only the consent shortens, to stay within its budget
 * (issue 15): a name goes here only if, in that bundle (widgets/main-consent.ts and what it
 * imports), it is never
 * - a browser property or method (these are shortened too: builtins), e.g. `warn` of console;
 * - read through a computed key (`state[key]`, patch(context, 'layout', …)): layout, consent;
 * - part of the public API (api.ts), of what is stored or sent (consent settings, telemetry
 *   events: categories), or a data-* attribute's name (config.ts: position, lang, theme…).
 * and every name here is used by the code that bundle keeps. tests/unit/widgets/consent-mangle.test.ts
 * checks this with the TypeScript checker (what is stored only where its type is the public API's
 * or the server's), and the consent e2e tests run on that bundle; the
 * other bundles share objects with the chat window, a build of its own, and keep every name.
 */
export const CONSENT_ONLY_PROPERTIES = [
  // The context, stores and write gate.
  ...['store', 'subscribe', 'update', 'emitter', 'emit', 'local', 'session', 'gate', 'win', 'doc', 'here'],
  ...['getJSON', 'setJSON', 'attach', 'run', 'markActed', 'accept', 'key', 'area', 'category', 'write', 'element'],
  // The state and the configuration.
  ...['config', 'consentCategories', 'policyUrl', 'siteUrl', 'site', 'zIndex', 'personaSelector', 'visible', 'view', 'settings', 'takeFocus'],
  // The layout plan, the host's theme, the shadow root's stylesheet, the banner.
  ...['banner', 'sheetOnTop', 'bannerTop', 'stackEdge', 'rowEdge', 'fullChat', 'phone', 'margin', 'horizontal', 'vertical', 'chat'],
  ...['systemDark', 'dataTheme', 'shadow', 'sheet', 'css', 'root'],
  // The banner's texts (consent/strings.ts).
  ...['title', 'intro', 'and', 'policy', 'acceptAll', 'customise', 'essentialOnly', 'back', 'save', 'alwaysOn', 'description'],
];

/** Only the consent: every byte counts (8 KB with the loader), and it shares nothing with a chat window. */
const CONSENT_ONLY_TERSER: TerserOptions = {
  compress: { passes: 3, hoist_funs: true, pure_getters: true, unsafe: true },
  mangle: { properties: { regex: new RegExp(`^(${CONSENT_ONLY_PROPERTIES.join('|')})$`), builtins: true } },
};

/**
 * The widgets with only the surfaces in `surfaces`. A bundle with the chat gets the open chat
 * window from `chatWindow` (its path and SRI hash, site/build/widgets.ts), on demand. `direct`:
 * the copy a partner's tag loads by itself at `/widgets/v1/<surfaces>.js` (widgets/surfaces.ts,
 * DIRECT), rather than the one the loader adds.
 */
export function bundleConfig(surfaces: readonly WidgetName[], chatWindow?: readonly [path: string, integrity: string], direct = false): UserConfig {
  // Only the consent: an entry without Preact (widgets/main-consent.ts).
  const consentOnly = surfaces.length === 1 && surfaces[0] === 'consent';
  const entry = consentOnly ? 'widgets/main-consent.ts' : 'widgets/main.ts';
  return classicScript(
    entry,
    {
      __IAW_CHAT_WINDOW__: JSON.stringify(chatWindow ?? null),
      // Only the two facts the widgets need, not the whole company module; the number only with WhatsApp.
      __IAW_COMPANY__: JSON.stringify({ whatsapp: surfaces.includes('whatsapp') ? company.whatsapp : undefined, siteUrl: company.siteUrl }),
      __IAW_CHAT__: String(surfaces.includes('chat')),
      __IAW_WHATSAPP__: String(surfaces.includes('whatsapp')),
      __IAW_CONSENT__: String(surfaces.includes('consent')),
      __IAW_DIRECT__: JSON.stringify(direct ? surfaces.join('-') : null),
    },
    [],
    consentOnly ? CONSENT_ONLY_TERSER : TERSER,
  );
}

/**
 * The open chat window as a classic script of its own (widgets/chat/window-entry.ts), fetched by
 * a bundle with the chat when the visitor reaches for the launcher. It runs on the bundle's
 * Preact: its imports become reads of what the bundle hands over (widgets/chat/lazy-window.ts),
 * so there is one Preact, with one set of hooks, on the page.
 */
export function chatWindowConfig(): UserConfig {
  return classicScript(
    'widgets/chat/window-entry.ts',
    // The privacy notice of the chat's call-back form (in the window) names the data controller.
    { __IAW_LEGAL_NAME__: JSON.stringify(company.legalName) },
    [fromBundle()],
  );
}

/**
 * The modules the chat window takes from the bundle that fetched it, and the names it uses: the
 * bundle hands over exactly these (sharedWithWindow in widgets/chat/lazy-window.ts, kept equal
 * by tests/unit/widgets/lazy-window.test.ts); a name missing here fails the build.
 */
export const SHARED: Record<string, string[]> = {
  preact: ['h', 'Fragment'],
  'preact/hooks': ['useLayoutEffect', 'useRef', 'useState'],
};

function fromBundle(): Plugin {
  const prefix = '\0iaw-shared:';
  return {
    name: 'iaw-chat-window-shared',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source in SHARED) return prefix + source;
      const resolved = importer && source.startsWith('.') ? await this.resolve(source, importer, { skipSelf: true }) : null;
      const shared = resolved && Object.keys(SHARED).find((name) => name.startsWith('/') && resolved.id.endsWith(name));
      return shared ? prefix + shared : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const module = id.slice(prefix.length);
      const names = SHARED[module]!;
      return [`const shared = window[Symbol.for('ia-widgets.chat-window')].shared;`, ...names.map((name) => `export const ${name} = shared.${name};`)].join(
        '\n',
      );
    },
  };
}

/**
 * The loader, with the content hash of every bundle, all in the folder `dir` (`"chat-consent":
 * hash` is `${dir}chat-consent.<hash>.js`) and, pinned, their SRI hashes keyed the same way.
 */
export function loaderConfig(dir: string, bundles: Record<string, string>, integrity: Record<string, string> | null = null): UserConfig {
  return classicScript('widgets/loader.ts', {
    __IAW_BUNDLES__: JSON.stringify(bundles),
    __IAW_INTEGRITY__: JSON.stringify(integrity),
    __IAW_BUNDLE_DIR__: JSON.stringify(dir),
    __IAW_SITE__: JSON.stringify(company.siteUrl),
  });
}
