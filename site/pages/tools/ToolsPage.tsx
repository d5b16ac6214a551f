import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHero } from '../../components/PageHero.tsx';
import { PriceCalculator } from './PriceCalculator.tsx';
import { SyllabusGenerator } from './SyllabusGenerator.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';

export { head } from './head.ts';

const TAB_IDS = ['syllabus', 'pricing'] as const;
type TabId = (typeof TAB_IDS)[number];

const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

export default function ToolsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  /* The prerendered HTML has no query string: while hydrating, the URL's tab is applied only
     after the first render. A later client-side visit (the app is already hydrated) reads it at once. */
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true');
  useEffect(() => setHydrated(true), []);
  const requested = new URLSearchParams(search).get('tab');
  const selected: TabId = hydrated && isTab(requested) ? requested : 'syllabus';

  return (
    <>
      <PageHero
        eyebrow="Herramientas IA"
        title="Herramientas gratuitas para planificar tu formación en IA"
        lead="Genera en segundos un temario a medida a partir de nuestro catálogo o calcula cuánto costaría la formación o el servicio que necesitas."
      />
      <section className="section">
        <div className="container">
          <Tabs
            idPrefix="tool"
            className="tools-tabs"
            label="Herramientas"
            selected={selected}
            onSelect={(id) => navigate(`/herramientas-ia?tab=${id}`, { replace: true })}
            tabs={[
              { id: 'syllabus', label: 'Generador de temarios', content: <SyllabusGenerator /> },
              { id: 'pricing', label: 'Calculadora de precios', content: <PriceCalculator /> },
            ]}
          />
        </div>
      </section>
    </>
  );
}
