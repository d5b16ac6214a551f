import { Link } from 'wouter';
import { formatCents } from '../../domain/format.ts';
import type { Quote } from './lib/pricing.ts';

/** The quote as a table: every line, the taxable base, VAT and the total. */
export function PriceBreakdown({ quote, caption }: { quote: Quote | null; caption: string }) {
  if (!quote) {
    return (
      <div className="tool-empty">
        <p>Corrige los datos marcados para ver el desglose.</p>
      </div>
    );
  }
  const total = quote.lines.find((line) => line.kind === 'total')!;
  return (
    <div className="card price-breakdown">
      <p className="price-breakdown__total" aria-live="polite">
        <span>{quote.isStartingPrice ? 'Desde' : 'Total estimado'}</span>
        <strong>{formatCents(total.cents)}</strong>
        <span className="muted">IVA incluido</span>
      </p>
      <table className="price-breakdown__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.label} className={`price-line price-line--${line.kind}`}>
              <th scope="row">{line.label}</th>
              <td>{formatCents(line.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {quote.perParticipantCents !== undefined ? (
        <p className="price-breakdown__per-person">
          Por participante: <strong>{formatCents(quote.perParticipantCents)}</strong> (IVA incluido)
        </p>
      ) : null}
      {quote.isStartingPrice ? <p className="muted">Es el precio de partida: el presupuesto cerrado se fija tras el diagnóstico gratuito.</p> : null}
      <Link className="btn btn-primary btn-block" href="/contacto">
        Pedir presupuesto cerrado
      </Link>
    </div>
  );
}
