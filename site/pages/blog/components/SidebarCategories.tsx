import { Link } from 'wouter';
import { blogListHref } from '../lib/search.ts';
import { blogTexts } from '../texts.ts';

/** Links to the list filtered by each category: /blog?category=… */
export function SidebarCategories({ categories }: { categories: readonly string[] }) {
  return (
    <nav className="sidebar-card" aria-labelledby="sidebar-categories-title" data-testid="sidebar-categories">
      <h2 id="sidebar-categories-title" className="sidebar-card__title">
        {blogTexts.categoriesTitle}
      </h2>
      {categories.length === 0 ? (
        <p className="muted">{blogTexts.noCategories}</p>
      ) : (
        <ul className="sidebar-categories">
          {categories.map((category) => (
            <li key={category}>
              <Link href={blogListHref({ category })} className="sidebar-categories__link">
                {category}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
