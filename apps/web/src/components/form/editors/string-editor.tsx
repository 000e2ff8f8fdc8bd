import type { TStringKind } from '@estadia/shared';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';
import { maskCep, maskCpfCnpj, maskPhone, maskTime } from '../masks.ts';

interface TKindSettings {
  mask?: (v: string) => string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  autoComplete?: string;
}

const KINDS: Record<TStringKind, TKindSettings> = {
  text: {},
  multiline: {},
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { mask: maskPhone, type: 'tel', inputMode: 'tel', placeholder: '(00) 00000-0000', autoComplete: 'tel' },
  cpfCnpj: { mask: maskCpfCnpj, placeholder: '000.000.000-00' },
  cep: { mask: maskCep, inputMode: 'numeric', placeholder: '00000-000', autoComplete: 'postal-code' },
  time: { mask: maskTime, inputMode: 'numeric', placeholder: 'HH:MM' },
  color: { type: 'color' },
};

export function StringEditor(props: TEditorProps) {
  const { field, value, onChange } = props;
  const kind = field.stringKind ?? 'text';
  const settings = KINDS[kind];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <TextField
      {...textFieldProps(props)}
      value={kind === 'color' && !text ? '#000000' : text}
      onChange={(event) => onChange(settings.mask ? settings.mask(event.target.value) : event.target.value)}
      type={settings.type ?? 'text'}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? 3 : undefined}
      slotProps={{
        htmlInput: {
          inputMode: settings.inputMode,
          placeholder: settings.placeholder,
          autoComplete: settings.autoComplete ?? 'off',
        },
        inputLabel: kind === 'color' ? { shrink: true } : undefined,
      }}
    />
  );
}
