import TextField from '@mui/material/TextField';
import { type TEditorProps, textFieldProps } from '../editor-props.ts';
import { selectQuery, typeDefault } from '../form-model.ts';
import { type TSelectOption, useSelectOptions } from '../use-select-options.ts';

/**
 * options, fk and manytoonefk: a native select (keyboard, screen readers and phones handle it best). fk options
 * come from the other resource's listSimple, re-fetched when the values they depend on change.
 */
export function SelectEditor(props: TEditorProps) {
  const { field, value, onChange, ctx, values, fields } = props;
  const remote = useSelectOptions(field.listingForSelect, selectQuery(field, fields, values, ctx));
  // The 'admin' choice (user and role type) belongs to platform admins only.
  const options: TSelectOption[] = field.listingForSelect
    ? remote.options
    : (field.options ?? []).filter((option) => ctx.isAdmin || option.value !== 'admin');
  const selected = options.find((option) => String(option.value) === String(value));
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={selected ? String(selected.value) : ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        onChange(chosen ? chosen.value : typeDefault(field.type), chosen?.label);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
