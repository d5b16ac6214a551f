import { useState } from 'react';
import { HOURS_RANGE } from '../../content/pricing.ts';
import { serviceSummaries } from '../../content/services/summaries.ts';
import { parseServicePrice, serviceQuote } from './lib/pricing.ts';
import { readRange } from './lib/range.ts';
import { NumberField } from './NumberField.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';

const pricedServices = serviceSummaries.flatMap((service) => {
  const price = parseServicePrice(service.price);
  return price ? [{ slug: service.slug, title: service.title, priceText: service.price, price }] : [];
});

export function ServiceQuoteForm() {
  const [slug, setSlug] = useState(pricedServices[0]!.slug);
  const [hours, setHours] = useState('10');
  const service = pricedServices.find((item) => item.slug === slug)!;
  const hourly = service.price.unit === 'hour';
  const length = readRange(hours, HOURS_RANGE, 'horas');
  const quote = !hourly || length.value !== undefined ? serviceQuote({ serviceTitle: service.title, price: service.price, hours: length.value ?? 0 }) : null;

  return (
    <div className="tool-layout">
      <form className="card tool-form" onSubmit={(event) => event.preventDefault()} aria-label="Datos del servicio">
        <div className="field">
          <label htmlFor="quote-service">Servicio</label>
          <select id="quote-service" className="select" value={slug} onChange={(event) => setSlug(event.target.value)}>
            {pricedServices.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.title} ({item.priceText})
              </option>
            ))}
          </select>
        </div>
        {hourly ? (
          <>
            <NumberField id="quote-service-hours" label="Horas" value={hours} onChange={setHours} {...HOURS_RANGE} error={length.error} />
            <p className="field-hint">Bonos: 5 % desde 20 horas, 10 % desde 40 y 15 % desde 80.</p>
          </>
        ) : (
          <p className="field-hint">Este servicio se presupuesta por proyecto: te mostramos su precio de partida.</p>
        )}
      </form>
      <div className="tool-output">
        <PriceBreakdown quote={quote} caption="Desglose del servicio" />
      </div>
    </div>
  );
}
