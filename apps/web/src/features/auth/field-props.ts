import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** Connects a react-hook-form registration to an MUI TextField (its ref belongs on the input element). */
export function fieldProps(registration: UseFormRegisterReturn, error: FieldError | undefined) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: !!error, helperText: error?.message };
}
