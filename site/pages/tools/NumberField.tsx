interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  error: string | null;
}

/** A whole-number input whose error text replaces its hint and is announced with it. */
export function NumberField({ id, label, value, onChange, min, max, error }: NumberFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={error ? 'field-error' : 'field-hint'}>
        {error ?? `Entre ${min} y ${max}.`}
      </span>
    </div>
  );
}
