import { Calculator, Compass, FileText, Wand2 } from 'lucide-react';
import { Link } from 'wouter';
import { articles } from '../../content/blog/articles.ts';
import { glossary, guides } from '../../content/resources.ts';
import { PageHero } from '../../components/PageHero.tsx';

export { head } from './head.ts';

const tools = [
  { href: '/herramientas-ia?tab=syllabus', title: 'Generador de temarios', text: 'Un programa formativo a medida, módulo a módulo.', Icon: Wand2 },
  {
    href: '/herramientas-ia?tab=pricing',
    title: 'Calculadora de precios',
    text: 'Cuánto cuesta formar a tu equipo o contratar un servicio.',
    Icon: Calculator,
  },
  { href: '/tour-ia', title: 'Tour interactivo', text: 'Nuestro método de cuatro pasos con ejemplos reales.', Icon: Compass },
];

export default function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Recursos gratuitos"
        title="Guías, artículos y herramientas para empezar con la IA"
        lead="Todo lo que compartimos con nuestros clientes para tomar buenas decisiones sobre inteligencia artificial, gratis y sin registro."
      />
      <section className="section" aria-labelledby="resources-guides-title">
        <div className="container">
          <h2 id="resources-guides-title">Guías prácticas</h2>
          <nav aria-label="Guías" className="resources-toc">
            <ul>
              {guides.map((guide) => (
                <li key={guide.id}>
                  <a href={`#${guide.id}`}>{guide.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="resources-guides">
            {guides.map((guide) => (
              <article key={guide.id} id={guide.id} className="card resources-guide" aria-labelledby={`${guide.id}-title`}>
                <p className="eyebrow">
                  <FileText size={14} aria-hidden="true" /> Guía · {guide.readTime} de lectura
                </p>
                <h3 id={`${guide.id}-title`}>{guide.title}</h3>
                <p className="muted">{guide.summary}</p>
                <ol className="resources-guide__steps">
                  {guide.steps.map((step) => (
                    <li key={step.title}>
                      <strong>{step.title}.</strong> {step.text}
                    </li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="resources-blog-title">
        <div className="container">
          <h2 id="resources-blog-title">Del blog</h2>
          <ul className="resources-articles grid grid-3">
            {articles.slice(0, 3).map((article) => (
              <li key={article.slug} className="card card--hover">
                <p className="muted resources-articles__meta">
                  <time dateTime={article.isoDate}>{article.date}</time>
                </p>
                <h3>
                  <Link href={`/blog/${article.slug}`}>{article.title}</Link>
                </h3>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
          <p className="resources-more">
            <Link className="btn btn-outline" href="/blog">
              Ver todos los artículos del blog
            </Link>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="resources-tools-title">
        <div className="container">
          <h2 id="resources-tools-title">Herramientas</h2>
          <ul className="resources-tools grid grid-3">
            {tools.map(({ href, title, text, Icon }) => (
              <li key={href} className="card card--hover">
                <Icon size={28} aria-hidden="true" className="resources-tools__icon" />
                <h3>
                  <Link href={href}>{title}</Link>
                </h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="resources-glossary-title">
        <div className="container resources-glossary">
          <h2 id="resources-glossary-title">Glosario básico</h2>
          <dl>
            {glossary.map((entry) => (
              <div key={entry.term}>
                <dt>{entry.term}</dt>
                <dd>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
