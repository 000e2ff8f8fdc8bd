import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { FieldList } from '../field-list.tsx';
import { applyChange, initialValues, subErrors, type TFormValues } from '../form-model.ts';

/**
 * A sub-list: items with their sub-properties (a sub-form each), or plain text lines without them. New items
 * carry created and updated timestamps (spec §2.5).
 */
export function ArrayEditor({ field, id, value, onChange, errors, ctx, disabled }: TEditorProps) {
  const items: unknown[] = Array.isArray(value) ? value : [];
  const sub = field.subProperties ?? [];
  const singular = field.singularTitle ?? field.title;
  const listError = errors[field.property];
  const helperId = `${id}-helper`;

  const replace = (index: number, item: unknown) => onChange(items.map((old, i) => (i === index ? item : old)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const add = () => {
    const now = new Date().toISOString();
    onChange([...items, sub.length ? { ...initialValues(sub, 'new'), dtCreated: now, dtUpdated: now } : '']);
  };

  return (
    <FormControl
      error={!!listError}
      fullWidth
      component="fieldset"
      id={id}
      aria-describedby={listError ? helperId : undefined}
    >
      <FormLabel component="legend" required={isRequired(field, ctx)}>
        {field.title}
      </FormLabel>
      {items.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Nenhum item adicionado
        </Typography>
      )}
      <Stack spacing={1} sx={{ my: 1 }}>
        {items.map((item, index) => {
          const itemTitle = `${singular} ${index + 1}`;
          const path = `${field.property}.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; the position is it
            <Paper key={index} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2">{itemTitle}</Typography>
                <Button
                  color="error"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={`Remover ${itemTitle}`}
                >
                  Remover
                </Button>
              </Stack>
              {sub.length ? (
                <FieldList
                  fields={sub}
                  values={(item ?? {}) as TFormValues}
                  errors={subErrors(errors, path)}
                  ctx={ctx}
                  idPrefix={`${id}-${index}`}
                  disabled={disabled}
                  onChange={(property, next, label) =>
                    replace(index, applyChange(sub, (item ?? {}) as TFormValues, property, next, label))
                  }
                />
              ) : (
                <TextField
                  id={`${id}-${index}`}
                  label={itemTitle}
                  fullWidth
                  disabled={disabled}
                  value={typeof item === 'string' ? item : ''}
                  error={!!errors[path]}
                  helperText={errors[path]}
                  onChange={(event) => replace(index, event.target.value)}
                />
              )}
            </Paper>
          );
        })}
      </Stack>
      <div>
        <Button startIcon={<Add />} onClick={add} disabled={disabled}>
          {`Adicionar ${singular.toLowerCase()}`}
        </Button>
      </div>
      {listError && <FormHelperText id={helperId}>{listError}</FormHelperText>}
    </FormControl>
  );
}
