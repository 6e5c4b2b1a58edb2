import type { ChangeEvent, ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from './field.tsx';

/** A field of a react-hook-form form: its value, error and events come from the form. */
type Bound<Values extends FieldValues, Output, Props> = Omit<
  Props,
  'name' | 'value' | 'checked' | 'defaultValue' | 'error' | 'onBlur' | 'ref'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/** The form's value, error and events for a text input or a select; `onChange` runs after the form took the value. */
function useFieldProps<Values extends FieldValues, Output, Element extends HTMLInputElement | HTMLSelectElement>(
  control: Control<Values, unknown, Output>,
  name: FieldPath<Values>,
  onChange?: (event: ChangeEvent<Element>) => void,
) {
  const { field, fieldState } = useController({ control, name });
  const change = (event: ChangeEvent<Element>) => {
    field.onChange(event);
    onChange?.(event);
  };
  return { ...field, value: field.value ?? '', error: fieldState.error?.message, onChange: change };
}

export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  onChange,
  ...props
}: Bound<Values, Output, ComponentProps<typeof TextField>>) {
  const bound = useFieldProps(control, name, onChange);
  return <TextField {...bound} {...props} />;
}

/** The account's password, as a login or a confirmation asks for it (the browser fills in the saved one). */
export function CurrentPasswordField<Values extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
}) {
  return <FormTextField control={control} name={name} label={label} type="password" autoComplete="current-password" required />;
}

/** A select whose options may arrive later (countries): the chosen value shows as soon as they do. */
export function FormSelectField<Values extends FieldValues, Output>({
  control,
  name,
  onChange,
  ...props
}: Bound<Values, Output, ComponentProps<typeof SelectField>>) {
  const bound = useFieldProps(control, name, onChange);
  return <SelectField {...bound} {...props} />;
}

export function FormCheckboxField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Values, Output, ComponentProps<typeof CheckboxField>>) {
  const { field } = useController({ control, name });
  return (
    <CheckboxField
      {...props}
      name={field.name}
      ref={field.ref}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
