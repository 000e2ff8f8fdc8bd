import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { FieldList } from '../field-list.tsx';
import { applyChange, subErrors, type TFormValues } from '../form-model.ts';

/** A nested record edited in place through its sub-properties. */
export function OneToOneEditor({ field, id, value, onChange, errors, ctx, disabled }: TEditorProps) {
  const sub = field.subProperties ?? [];
  const record = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as TFormValues;
  const ownError = errors[field.property];
  return (
    <FormControl error={!!ownError} fullWidth component="fieldset" id={id}>
      <FormLabel component="legend" required={isRequired(field, ctx)} sx={{ mb: 1 }}>
        {field.title}
      </FormLabel>
      {sub.length ? (
        <FieldList
          fields={sub}
          values={record}
          errors={subErrors(errors, field.property)}
          ctx={ctx}
          idPrefix={id}
          disabled={disabled}
          onChange={(property, next, label) => onChange(applyChange(sub, record, property, next, label))}
        />
      ) : (
        <Typography color="text.secondary">Sub-propriedades não configuradas para este campo.</Typography>
      )}
      {ownError && <FormHelperText>{ownError}</FormHelperText>}
    </FormControl>
  );
}
