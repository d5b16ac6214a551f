import { LEGAL_UPDATED, privacyBasics, privacySections } from '../../content/legal.ts';
import { FactTable, LegalLayout, LegalSections } from './LegalLayout.tsx';

export { privacyHead as head } from './head.ts';

export default function PrivacyPage() {
  return (
    <LegalLayout title="Política de privacidad" updated={LEGAL_UPDATED}>
      <p className="lead">
        Te explicamos en dos capas cómo tratamos tus datos personales, según el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018
        (LOPDGDD): primero lo esencial y, después, el detalle.
      </p>
      <FactTable caption="Información básica sobre protección de datos" rows={privacyBasics} />
      <h2 className="legal-layer-title">Información detallada</h2>
      <LegalSections sections={privacySections} />
    </LegalLayout>
  );
}
