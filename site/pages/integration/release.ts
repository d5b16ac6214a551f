/**
 * The widgets' URLs a partner can paste (widgets/README.md, "URLs"): the direct URL of the chosen
 * combination, which follows every release of v1, and this release's immutable loader with its
 * SRI hash, read from dist/widgets/manifest.json at build time (vite.site.config.ts).
 */
import { company } from '../../content/company.ts';
import { directFile, scriptTag, type ConfigAttributes, type WidgetName } from '../../../widgets/config.ts';

declare const __IAW_RELEASE__: { path: string; integrity: string } | null | undefined;

const release = typeof __IAW_RELEASE__ === 'undefined' ? null : __IAW_RELEASE__;

/**
 * The bundle with exactly these widgets at its own URL (`/widgets/v1/chat-consent.js`): one
 * request, no loader before it, and it follows every v1 release within minutes (short cache).
 * None chosen loads the three, as data-widgets does.
 */
export function directSrc(widgets: readonly WidgetName[]): string {
  return `${company.siteUrl}/widgets/v1/${directFile(widgets)}`;
}

/** This release, cached for a year and checked by the browser against its hash; null before a build. */
export const RELEASE = release && { src: `${company.siteUrl}${release.path}`, integrity: release.integrity };

/** The tag pinned to this release: the same attributes plus integrity and crossorigin. */
export function pinnedTag(attributes: ConfigAttributes): string | null {
  if (!RELEASE) return null;
  const tag = scriptTag(RELEASE.src, attributes);
  return tag.replace(' async', ` integrity="${RELEASE.integrity}" crossorigin="anonymous" async`);
}
