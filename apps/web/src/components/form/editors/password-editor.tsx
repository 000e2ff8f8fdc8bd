import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';

/** A password box with a show/hide toggle; its confirmation twin is another PasswordEditor. */
export function PasswordEditor(props: TEditorProps) {
  const { field, id, value, onChange } = props;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...textFieldProps(props)}
      type={visible ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { autoComplete: 'new-password' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Ocultar ${field.title.toLowerCase()}` : `Mostrar ${field.title.toLowerCase()}`}
                aria-controls={id}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
