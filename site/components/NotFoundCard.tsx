import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { StatusCard } from './StatusCard.tsx';

/** Where a visitor who followed a broken link most likely wanted to go. */
const suggestions = [
  { href: '/cursos', label: 'Cursos de IA' },
  { href: '/servicios', label: 'Servicios para empresas' },
  { href: '/blog', label: 'Blog' },
  { href: '/contacto', label: 'Contacto' },
];

/**
 * Spec section 2: the catch-all not-found card. Its texts are in English in the spec and stay, but
 * a Spanish visitor reads first what happened: the heading, then the Spanish line, then the spec's
 * developer hint, small.
 */
export function NotFoundCard() {
  return (
    <StatusCard
      icon={<CircleAlert size={32} />}
      title="404 Page Not Found"
      text="Esta página no existe o ha cambiado de dirección."
      hint="Did you forget to add the page to the router?"
      lang="en"
      testId="not-found"
      actions={
        <Link href="/" className="btn btn-primary">
          Volver al inicio
        </Link>
      }
    >
      <section className="status-suggestions" aria-labelledby="not-found-suggestions">
        <h2 id="not-found-suggestions">Quizá buscabas</h2>
        <ul className="status-suggestions__list">
          {suggestions.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="status-suggestions__link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </StatusCard>
  );
}
