import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useReveal } from '../../lib/reveal.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { AboutHeroVisual } from './HeroVisual.tsx';
import { ImpactSection } from './ImpactSection.tsx';
import { OfficesSection } from './OfficesSection.tsx';
import { PartnersSection } from './PartnersSection.tsx';
import { TeamSection } from './TeamSection.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import { ValuesSection } from './ValuesSection.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';

export { head } from './head.ts';

export default function AboutPage() {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref}>
      <PageHero
        eyebrow="Sobre nosotros"
        title="Hacemos que la inteligencia artificial trabaje para tu empresa"
        lead="Desde 2015 ayudamos a empresas y profesionales a aplicar la IA: proyectos medibles y formación práctica desde Madrid, Barcelona y Lisboa."
        visual={<AboutHeroVisual />}
      >
        <Link className="btn btn-primary btn-lg" href="/contacto">
          Habla con nosotros <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link className="btn btn-outline btn-lg" href="/servicios">
          Conoce nuestros servicios
        </Link>
      </PageHero>
      <ValuesSection />
      <ImpactSection />
      <TimelineSection />
      <TeamSection />
      <PartnersSection />
      <OfficesSection />
      <CtaBand
        title="¿Construimos juntos tu próximo proyecto?"
        text="Cuéntanos tu reto, descubre lo que podemos hacer por ti o únete a nuestro equipo."
        titleId="about-cta-title"
      >
        <Link className="btn btn-light btn-lg" href="/contacto">
          Contactar
        </Link>
        <Link className="btn btn-light btn-lg" href="/servicios">
          Ver servicios
        </Link>
        <Link className="btn btn-light btn-lg" href="/careers">
          Ver ofertas de empleo
        </Link>
      </CtaBand>
    </div>
  );
}
