import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

type A11y = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

function FieldFrame({ label, error, hint, control }: FieldProps & { control: (a11y: A11y) => ReactNode }) {
  const id = useId();
  const a11y: A11y = { id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control(a11y)}
      {hint && <span className="field__hint">{hint}</span>}
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, ...input }: FieldProps & ComponentProps<'input'>) {
  return <FieldFrame label={label} error={error} hint={hint} control={(a11y) => <input {...a11y} {...input} />} />;
}

export function TextAreaField({ label, error, hint, ...area }: FieldProps & ComponentProps<'textarea'>) {
  return <FieldFrame label={label} error={error} hint={hint} control={(a11y) => <textarea {...a11y} {...area} />} />;
}

export function SelectField({ label, error, hint, children, ...select }: FieldProps & ComponentProps<'select'>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(a11y) => (
        <select {...a11y} {...select}>
          {children}
        </select>
      )}
    />
  );
}
