import { Link2 } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { shareLinks } from '../lib/share.ts';
import { useCurrentUrl } from '../lib/use-current-url.ts';
import { blogTexts } from '../texts.ts';
import { shareGlyphs } from './share-glyphs.ts';

async function copyCurrentUrl(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast({ title: blogTexts.linkCopied, description: blogTexts.linkCopiedText, variant: 'success' });
  } catch {
    toast({ title: blogTexts.copyFailed, description: blogTexts.copyFailedText, variant: 'error' });
  }
}

/** Share links are built from the current page address and the article title (spec section 4). */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const url = useCurrentUrl(path);
  return (
    <section className="article-share" aria-labelledby="article-share-title">
      <h2 id="article-share-title" className="article-share__title">
        {blogTexts.shareTitle}
      </h2>
      <ul className="article-share__list">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              className={`share-btn share-btn--${network.toLowerCase()}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={blogTexts.shareOn(network)}
              data-network={network.toLowerCase()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={shareGlyphs[network]} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share-btn share-btn--copy" onClick={() => void copyCurrentUrl()}>
            <Link2 size={20} aria-hidden="true" />
            <span>{blogTexts.copyLink}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
