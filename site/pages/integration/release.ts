/**
 * The widgets' URLs a partner can paste (widgets/README.md, "URLs"): the major version's, which
 * follows every release of v1, and this release's immutable one with its SRI hash, read from
 * dist/widgets/manifest.json at build time (vite.site.config.ts).
 */
import { company } from '../../content/company.ts';
import { scriptTag, type ConfigAttributes } from '../../../widgets/config.ts';

declare const __IAW_RELEASE__: { path: string; integrity: string } | null | undefined;

const release = typeof __IAW_RELEASE__ === 'undefined' ? null : __IAW_RELEASE__;

/** Follows every v1 release within minutes (short cache). */
export const STABLE_SRC = `${company.siteUrl}/widgets/v1/widgets.js`;

/** This release, cached for a year and checked by the browser against its hash; null before a build. */
export const RELEASE = release && { src: `${company.siteUrl}${release.path}`, integrity: release.integrity };

/** The tag pinned to this release: the same attributes plus integrity and crossorigin. */
export function pinnedTag(attributes: ConfigAttributes): string | null {
  if (!RELEASE) return null;
  const tag = scriptTag(RELEASE.src, attributes);
  return tag.replace(' async', ` integrity="${RELEASE.integrity}" crossorigin="anonymous" async`);
}
