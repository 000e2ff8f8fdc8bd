import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SyntheticEvent } from 'react';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';
import { centsFromInput, formatCentsInput, integerFromInput } from '../masks.ts';

// Amounts are typed from the right, like a cash register: the caret always stays at the end.
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/** integer, and currency: typed in reais from the right, held as integer cents. */
export function NumberEditor(props: TEditorProps) {
  const { field, value, onChange } = props;
  const currency = field.type === 'currency';
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
