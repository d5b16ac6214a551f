import { ArrowRight, Sparkles, Users } from 'lucide-react';
import { Link } from 'wouter';
import { hero } from '../../content/home.ts';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <span className="eyebrow">{hero.eyebrow}</span>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.subtitle}</p>
          <div className="actions">
            <Link href={hero.primary.href} className="btn btn-primary btn-lg">
              {hero.primary.label}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link href={hero.secondary.href} className="btn btn-outline btn-lg">
              {hero.secondary.label}
            </Link>
          </div>
          <p className="hero__claim">
            <Users size={18} aria-hidden="true" />
            <span>
              <strong>{hero.claim.figure}</strong> {hero.claim.text}
            </span>
          </p>
        </div>
        <div className="hero__visual" aria-hidden="true">
          {/* From data to results: drawn by scripts/art/hero-art.ts; the page's largest paint, so fetched first. */}
          <img className="hero__art" src="/images/hero/hero.svg" alt="" width={640} height={540} fetchPriority="high" />
          <div className="hero__panel">
            <Sparkles size={22} className="hero__panel-icon" />
            {hero.highlights.map((item) => (
              <div key={item.text} className="hero__metric">
                <span className="hero__metric-figure">{item.figure}</span>
                <span className="hero__metric-text">{item.text}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
