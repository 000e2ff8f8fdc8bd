import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type SyntheticEvent, useState } from 'react';
import { decimalFromInput, formatDecimalInput } from '../decimal-input.ts';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';
import { centsFromInput, formatCentsInput, integerFromInput } from '../masks.ts';

// Amounts are typed from the right, like a cash register: the caret always stays at the end.
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/** An 'integer' field with decimal places (the rental's service fee, '12,5' → 12.5). */
function DecimalEditor(props: TEditorProps & { decimals: number }) {
  const { value, onChange, decimals } = props;
  const [typed, setTyped] = useState(() => formatDecimalInput(value));
  // The typed text stays while it means the held value ('12,' for 12); a value set from elsewhere shows as such.
  const text = decimalFromInput(typed, decimals).value === Number(value ?? 0) ? typed : formatDecimalInput(value);
  return (
    <TextField
      {...textFieldProps(props)}
      value={text}
      onChange={(event) => {
        const read = decimalFromInput(event.target.value, decimals);
        setTyped(read.text);
        onChange(read.value);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

/** integer (whole, or with field.decimals places), and currency: typed in reais from the right, held as cents. */
export function NumberEditor(props: TEditorProps) {
  const { field, value, onChange } = props;
  const currency = field.type === 'currency';
  if (!currency && field.decimals) return <DecimalEditor {...props} decimals={field.decimals} />;
  const text = currency ? formatCentsInput(value) : value === null || value === undefined ? '' : String(value);
  return (
    <TextField
      {...textFieldProps(props)}
      value={text}
      onChange={(event) =>
        onChange(currency ? centsFromInput(event.target.value) : integerFromInput(event.target.value))
      }
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          onSelect: currency ? keepCaretAtEnd : undefined,
          onFocus: currency ? keepCaretAtEnd : undefined,
        },
        input: currency ? { startAdornment: <InputAdornment position="start">R$</InputAdornment> } : undefined,
      }}
    />
  );
}
