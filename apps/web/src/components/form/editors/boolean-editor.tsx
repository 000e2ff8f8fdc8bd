import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { isRequired, type TEditorProps } from '../editor-props.ts';

export function BooleanEditor({ field, id, value, onChange, error, ctx, disabled }: TEditorProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl error={!!error} fullWidth>
      <FormControlLabel
        label={isRequired(field, ctx) ? `${field.title} *` : field.title}
        control={
          <Switch
            id={id}
            checked={value === true}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-invalid': !!error, 'aria-describedby': error ? helperId : undefined } }}
          />
        }
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
