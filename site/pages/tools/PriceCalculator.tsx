import { useState } from 'react';
import { ServiceQuoteForm } from './ServiceQuoteForm.tsx';
import { TrainingQuoteForm } from './TrainingQuoteForm.tsx';

type Mode = 'training' | 'service';

export function PriceCalculator() {
  const [mode, setMode] = useState<Mode>('training');
  return (
    <div className="price-calculator">
      <div className="price-calculator__intro">
        <h2>Calculadora de precios</h2>
        <p className="muted">Precios orientativos a partir de nuestro catálogo. El presupuesto final te lo confirmamos por escrito.</p>
        <fieldset className="choice-pills">
          <legend>¿Qué quieres calcular?</legend>
          <label className="choice-pill">
            <input type="radio" name="quote-mode" checked={mode === 'training'} onChange={() => setMode('training')} />
            Formación para un grupo
          </label>
          <label className="choice-pill">
            <input type="radio" name="quote-mode" checked={mode === 'service'} onChange={() => setMode('service')} />
            Un servicio
          </label>
        </fieldset>
      </div>
      {mode === 'training' ? <TrainingQuoteForm /> : <ServiceQuoteForm />}
    </div>
  );
}
