import { PRICE_SLOT_LABELS } from '@estadia/shared';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { pricesByDayOf } from '../form-model.ts';
import { NumberEditor } from './number-editor.tsx';

/** A rental's night prices in cents: Monday to Sunday, then holidays (backoffice §3, eight slots of §9). */
export function PricesByDayEditor(props: TEditorProps) {
  const { field, id, value, onChange, errors, ctx } = props;
  const prices = pricesByDayOf(value);
  // Only the list's own problem goes under the group; a slot's problem ('pricesByDay.3') goes under that slot.
  const ownError = errors[field.property];
  const helperId = `${id}-helper`;
  return (
    <FormControl error={!!ownError} fullWidth component="fieldset" aria-describedby={ownError ? helperId : undefined}>
      <FormLabel component="legend" required={isRequired(field, ctx)} sx={{ mb: 1.5 }}>
        {field.title}
      </FormLabel>
      <Grid container spacing={2}>
        {PRICE_SLOT_LABELS.map((label, slot) => (
          <Grid key={label} size={{ xs: 6, sm: 3 }}>
            <NumberEditor
              {...props}
              field={{ property: `${field.property}.${slot}`, title: label, type: 'currency' }}
              id={`${id}-${slot}`}
              value={prices[slot]}
              error={errors[`${field.property}.${slot}`]}
              onChange={(cents) => onChange(prices.map((old, i) => (i === slot ? cents : old)))}
            />
          </Grid>
        ))}
      </Grid>
      {ownError && <FormHelperText id={helperId}>{ownError}</FormHelperText>}
    </FormControl>
  );
}
