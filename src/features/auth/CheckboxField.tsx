import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  children: ReactNode;
}

/** A react-hook-form boolean as a Chakra checkbox. */
export function CheckboxField<T extends FieldValues>({ control, name, children }: CheckboxFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox.Root
      checked={field.value === true}
      onCheckedChange={(event) => field.onChange(event.checked === true)}
      colorPalette="primary"
    >
      <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
