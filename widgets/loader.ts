/**
 * widgets.js, the script partners' tags load: a few hundred bytes that read `data-widgets` from
 * their own tag and add the one prebuilt bundle with exactly those surfaces (site/build/widgets.ts
 * builds one per combination), so a partner pays only for what it embeds. The bundle is an
 * immutable hashed file of the same origin, added as a classic <script src>: a partner's CSP
 * that allows our origin in script-src allows it too (no eval, blob or inline). The per-release
 * loader (the URL pasted with `integrity`) carries every bundle's SRI hash, so a pinned tag pins
 * what it loads as well; the mutable URLs, which can change anyway, leave those incompressible
 * bytes out. The bundle reads the partner's tag through TAG and does everything else (the
 * public API and its queue included).
 */
import { chosenWidgets } from './widget-names.ts';
import { OURS } from './shell/own-script.ts';

/**
 * `"chat-consent": content hash` of every bundle, and the bundles' folder, set by
 * vite.widgets.config.ts: that bundle is `${folder}chat-consent.<hash>.js`. Their SRI hashes,
 * keyed the same way, only in the per-release loader (null in the mutable ones, and dropped).
 */
declare const __IAW_BUNDLES__: Record<string, string>;
declare const __IAW_INTEGRITY__: Record<string, string> | null;
declare const __IAW_BUNDLE_DIR__: string;
/** The company's own origin: where the bundle comes from when the tag cannot be found. */
declare const __IAW_SITE__: string;

const LOADED = Symbol.for('ia-widgets.loader');
const TAG = Symbol.for('ia-widgets.tag');

type LoaderWindow = Window & { [LOADED]?: boolean; [TAG]?: HTMLScriptElement | null };

function load(win: LoaderWindow, doc: Document, current: HTMLScriptElement | null): void {
  // A second copy of the tag is a no-op, as it always was.
  if (win[LOADED]) return;
  win[LOADED] = true;
  try {
    const tag = current ?? doc.querySelector<HTMLScriptElement>(OURS);
    win[TAG] = tag;
    const name = chosenWidgets(tag?.getAttribute('data-widgets')).join('-');
    const script = doc.createElement('script');
    script.src = new URL(`${__IAW_BUNDLE_DIR__}${name}.${__IAW_BUNDLES__[name]}.js`, tag?.src || __IAW_SITE__).href;
    // The pinned loader's SRI hash needs a CORS request. Otherwise the bundle is requested in the
    // mode of the partner's tag (a pasted tag has no crossorigin), so it reuses that tag's
    // connection: a CORS request beside a plain tag opens another one, a TCP and TLS handshake
    // (one or two round trips) before the bundle even starts downloading.
    if (__IAW_INTEGRITY__) script.integrity = __IAW_INTEGRITY__[name]!;
    script.crossOrigin = __IAW_INTEGRITY__ ? 'anonymous' : (tag?.crossOrigin ?? null);
    // Beside the partner's tag, and gone once it has run: nothing stays in the host page.
    script.onload = script.onerror = () => script.remove();
    if (tag?.parentNode) tag.after(script);
    else (doc.body ?? doc.documentElement).appendChild(script);
  } catch (error) {
    console.error('[IAWidgets]', error);
  }
}

load(window, document, document.currentScript as HTMLScriptElement | null);
