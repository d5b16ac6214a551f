import type { ReactNode } from 'react';
import { errorProps, FieldError } from './FieldError.tsx';

/** The asterisk after the label of a required field (the form says once what it means). */
export function Required() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The id of a field's control and, with an error, the attributes that point it at the message. */
export function controlProps(id: string, error: string | undefined) {
  return { id, ...errorProps(`${id}-error`, error) };
}

interface FieldProps {
  /** The control's id (spread controlProps(id, error) on it); its error message is `<id>-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  error: string | undefined;
  /** The control: an input, select or textarea. */
  children: ReactNode;
}

/** One labelled form field: label (with * when required), the control, and its error message under it. */
export function Field({ id, label, required = false, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
