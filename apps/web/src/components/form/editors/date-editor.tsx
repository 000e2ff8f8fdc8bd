import TextField from '@mui/material/TextField';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';
import { fromDateTimeInput, toDateTimeInput } from '../masks.ts';

// Spec §9: datetime inputs move in 5-minute steps.
const DATETIME_STEP_SECONDS = 300;

/** date ('YYYY-MM-DD') and datetime (ISO string) with the browser's native pickers; empty is null. */
export function DateEditor(props: TEditorProps) {
  const { field, value, onChange } = props;
  const datetime = field.type === 'datetime';
  const text = datetime ? toDateTimeInput(value) : typeof value === 'string' ? value.slice(0, 10) : '';
  return (
    <TextField
      {...textFieldProps(props)}
      type={datetime ? 'datetime-local' : 'date'}
      value={text}
      onChange={(event) => onChange(datetime ? fromDateTimeInput(event.target.value) : event.target.value || null)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: datetime ? { step: DATETIME_STEP_SECONDS } : { min: '1900-02-01', max: '2099-12-31' },
      }}
    />
  );
}
