import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled input with its error announced to screen readers. */
export function TextField({ label, error, required, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <input id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {hint}
      {error && <span className="field__error" id={`${id}-error`} role="alert">{error}</span>}
    </div>
  );
}

export function SelectField({ label, error, required, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <select id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      {error && <span className="field__error" id={`${id}-error`} role="alert">{error}</span>}
    </div>
  );
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} /> {label}
    </label>
  );
}

/**
 * The form's submit button. Pressing it does not blur the field first: a blur check that removes
 * an error message would shift the button away before the click lands.
 */
export function SubmitButton({ children, disabled, className = 'button' }: { children: ReactNode; disabled?: boolean; className?: string }) {
  return (
    <button type="submit" className={className} disabled={disabled} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </button>
  );
}
