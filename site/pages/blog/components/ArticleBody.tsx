import { useEffect, useRef } from 'react';
import { watchBodyImages } from '../lib/image-fallback.ts';
import { blogTexts } from '../texts.ts';

/** Shown when an article's body is empty (spec section 2). */
function PlaceholderArticle() {
  return (
    <div className="article-body" data-testid="article-placeholder">
      <h2>{blogTexts.placeholderTitle}</h2>
      {blogTexts.placeholderText.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul>
        {blogTexts.placeholderPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/** `html` was sanitized at build time (site/build/markdown.ts), so it is safe to insert as is. */
export function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => (body.current ? watchBodyImages(body.current) : undefined), [html]);
  if (!html.trim()) return <PlaceholderArticle />;
  return <div ref={body} className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
