import type { TFieldDescriptor, TFieldType } from '@estadia/shared';
import Grid from '@mui/material/Grid';
import { type ComponentType, Fragment } from 'react';
import type { TEditorProps } from './editor-props.ts';
import { PasswordEditor } from './editors/password-editor.tsx';
import { FieldEditor } from './field-editor.tsx';
import {
  confirmKey,
  confirmLabel,
  errorOf,
  stepOf,
  type TFieldErrors,
  type TFormContext,
  type TFormValues,
  visibleFields,
} from './form-model.ts';

// Editors that need the whole row; the others share it two by two from md up.
const WIDE: readonly TFieldType[] = [
  'photo',
  'gallery',
  'permissions',
  'array',
  'manytomanyfk',
  'onetoonefk',
  'position',
  'pricesByDay',
  'dateRange',
];

const isWide = (field: TFieldDescriptor) =>
  WIDE.includes(field.type) || (field.type === 'string' && field.stringKind === 'multiline');

export interface TFieldListProps {
  /** All fields of the form (or of the sub-form): visibility and dependent selects look at every one. */
  fields: TFieldDescriptor[];
  values: TFormValues;
  errors: TFieldErrors;
  ctx: TFormContext;
  /** Prefix of the inputs' DOM ids. */
  idPrefix: string;
  onChange(property: string, value: unknown, label?: string): void;
  /** Only this step's fields, in a stepped form. */
  step?: number;
  disabled?: boolean;
  /** Screen-specific editors by property, in place of the type's generic one (an order's price panel). */
  editors?: TCustomEditors;
}

export type TCustomEditors = Record<string, ComponentType<TEditorProps>>;

/** The visible fields as a grid: one column on phones, two from md up; a confirmation follows its password. */
export function FieldList({
  fields,
  values,
  errors,
  ctx,
  idPrefix,
  onChange,
  step,
  disabled,
  editors,
}: TFieldListProps) {
  const shown = visibleFields(fields, values, ctx).filter((field) => step === undefined || stepOf(field) === step);
  const common = { values, fields, ctx, errors, disabled };
  return (
    <Grid container spacing={2}>
      {shown.map((field) => {
        const id = `${idPrefix}-${field.property}`;
        const size = { xs: 12, md: isWide(field) ? 12 : 6 };
        const twin = confirmKey(field.property);
        const Editor = editors?.[field.property] ?? FieldEditor;
        return (
          <Fragment key={field.property}>
            <Grid size={size}>
              <Editor
                {...common}
                field={field}
                id={id}
                value={values[field.property]}
                error={errorOf(errors, field.property)}
                onChange={(value, label) => onChange(field.property, value, label)}
              />
            </Grid>
            {field.type === 'password' && field.confirm && (
              <Grid size={size}>
                <PasswordEditor
                  {...common}
                  field={{ ...field, property: twin, title: confirmLabel(field.title), confirm: false }}
                  id={`${idPrefix}-${twin}`}
                  value={values[twin]}
                  error={errors[twin]}
                  onChange={(value) => onChange(twin, value)}
                />
              </Grid>
            )}
          </Fragment>
        );
      })}
    </Grid>
  );
}
