import { SearchX } from 'lucide-react';
import { blogTexts } from '../texts.ts';

export function EmptyResults({ onReset }: { onReset: () => void }) {
  return (
    <div className="blog-empty" data-testid="blog-empty">
      <SearchX size={40} aria-hidden="true" className="blog-empty__icon" />
      <h2 className="blog-empty__title">{blogTexts.empty}</h2>
      <p className="muted">{blogTexts.emptyHint}</p>
      <button type="button" className="btn btn-primary" onClick={onReset}>
        {blogTexts.showAll}
      </button>
    </div>
  );
}
