import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
}

/** Label, control and error of one field; the control gets the ids that tie them together. */
function FieldFrame({
  label,
  error,
  required,
  hint,
  control,
}: FieldProps & {
  control: (a11y: { id: string; 'aria-required'?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const a11y = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {control(a11y)}
      {hint}
      {/* Always there (empty without a message): forms that reserve its line never move under the pointer. */}
      <span className="field__error" id={`${id}-error`} role="alert">
        {error}
      </span>
    </div>
  );
}

/** A labelled input with its error announced to screen readers. */
export function TextField({ label, error, required, hint, ...input }: FieldProps & ComponentProps<'input'>) {
  return <FieldFrame label={label} error={error} required={required} hint={hint} control={(a11y) => <input {...a11y} {...input} />} />;
}

export function SelectField({ label, error, required, children, ...select }: FieldProps & ComponentProps<'select'>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      required={required}
      control={(a11y) => (
        <select {...a11y} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export function CheckboxField({ label, ...input }: { label: string } & ComponentProps<'input'>) {
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
export function SubmitButton({
  children,
  disabled,
  className = 'button',
}: {
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={disabled} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </button>
  );
}
