import type { TFieldDescriptor } from '@estadia/shared';
import type { TFieldErrors, TFormContext, TFormValues } from './form-model.ts';

/** What every field editor receives. */
export interface TEditorProps {
  field: TFieldDescriptor;
  /** DOM id of the editor's input, bound to its label. */
  id: string;
  value: unknown;
  /** The new value, with the chosen option's label for selects (fields filled automatically use it). */
  onChange(value: unknown, label?: string): void;
  error?: string;
  /** Every error of the form (or of the sub-form) by path: list editors show their items' own messages. */
  errors: TFieldErrors;
  /** The values next to this one (the whole form, or one item of a sub-list): selects depend on them. */
  values: TFormValues;
  /** The fields next to this one. */
  fields: TFieldDescriptor[];
  ctx: TFormContext;
  disabled?: boolean;
}

/** Passwords may stay empty on edit (unchanged), so their asterisk shows only on create. */
export function isRequired(field: TFieldDescriptor, ctx: TFormContext): boolean {
  return !!field.required && !(field.type === 'password' && ctx.mode === 'edit');
}

/** The TextField wiring every text-like editor shares: id bound to the label, asterisk, error under the box. */
export function textFieldProps({ field, id, error, ctx, disabled }: TEditorProps) {
  return {
    id,
    label: field.title,
    required: isRequired(field, ctx),
    error: !!error,
    helperText: error,
    fullWidth: true,
    disabled,
  };
}
