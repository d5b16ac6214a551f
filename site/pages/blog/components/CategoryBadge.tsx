import type { CategoryColor } from '../../../content/blog/articles.ts';

export function CategoryBadge({ category, color }: { category: string; color: CategoryColor }) {
  return <span className={`blog-badge ${color}`}>{category}</span>;
}
