import { Star } from 'lucide-react';

/** Five stars for a rating; the number itself is given as text next to it for screen readers. */
export function Stars({ rating = 5 }: { rating?: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} size={16} fill={value <= Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}
