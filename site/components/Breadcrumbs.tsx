import { Link } from 'wouter';

interface Crumb {
  label: string;
  href: string;
}

/** Inicio / …trail / current page (not a link). Mirrors the BreadcrumbList of the page head. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Migas de pan">
      <ol>
        {[{ label: 'Inicio', href: '/' }, ...trail].map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
