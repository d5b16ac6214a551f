import { LEGAL_UPDATED, termsIdentification, termsSections } from '../../content/legal.ts';
import { FactTable, LegalLayout, LegalSections } from './LegalLayout.tsx';

export { termsHead as head } from './head.ts';

export default function TermsPage() {
  return (
    <LegalLayout title="Aviso legal y condiciones de uso" updated={LEGAL_UPDATED}>
      <p className="lead">En cumplimiento del artículo 10 de la Ley 34/2002 (LSSI-CE), estos son los datos del titular de este sitio web.</p>
      <FactTable caption="Datos identificativos del titular" rows={termsIdentification} />
      <LegalSections sections={termsSections} />
    </LegalLayout>
  );
}
