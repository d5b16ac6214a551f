import { formatRules, type DeliveryFormat } from '../../content/pricing.ts';

/** The delivery-format choice both tools ask for, with the catalogue's format rules as options. */
export function FormatField({ id, value, onChange }: { id: string; value: DeliveryFormat; onChange: (format: DeliveryFormat) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Formato</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as DeliveryFormat)}>
        {formatRules.map((rule) => (
          <option key={rule.value} value={rule.value}>
            {rule.label}
          </option>
        ))}
      </select>
    </div>
  );
}
