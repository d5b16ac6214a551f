import { Link } from 'wouter';
import { blogListHref, normalize } from '../lib/search.ts';
import { blogTexts } from '../texts.ts';

interface Props {
  categories: string[];
  /** The selected category ('' for all); the search text is kept when switching. */
  selected: string;
  q: string;
}

export function CategoryFilter({ categories, selected, q }: Props) {
  const options = [{ label: blogTexts.allCategories, value: '' }, ...categories.map((c) => ({ label: c, value: c }))];
  return (
    <nav className="blog-categories" aria-labelledby="blog-categories-title">
      <h2 id="blog-categories-title" className="blog-aside__title">
        {blogTexts.categoriesTitle}
      </h2>
      <ul className="blog-categories__list">
        {options.map((option) => {
          const active = normalize(option.value) === normalize(selected);
          return (
            <li key={option.label}>
              <Link
                href={blogListHref({ q, category: option.value })}
                className={active ? 'blog-categories__link is-active' : 'blog-categories__link'}
                aria-current={active ? 'true' : undefined}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
