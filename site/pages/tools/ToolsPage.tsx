import { PageHero } from '../../components/PageHero.tsx';
import { useSearchState } from '../../lib/use-search-state.ts';
import { PriceCalculator } from './PriceCalculator.tsx';
import { SyllabusGenerator } from './SyllabusGenerator.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';

export { head } from './head.ts';

const TAB_IDS = ['syllabus', 'pricing'] as const;
type TabId = (typeof TAB_IDS)[number];

const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

export default function ToolsPage() {
  // The chosen tool in the address (?tab=), so a link can open the price calculator.
  const [requested, setRequested] = useSearchState(
    (params) => params.get('tab'),
    (tab) => (tab ? `tab=${tab}` : ''),
    { replace: true },
  );
  const selected: TabId = isTab(requested) ? requested : 'syllabus';

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
            onSelect={(id) => setRequested(id)}
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
