import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { selectQuery } from '../form-model.ts';
import { type TSelectOption, useSelectOptions } from '../use-select-options.ts';

// Spec §9: select lists show at most 2 tags; the dropdown is 145 px high.
const VISIBLE_TAGS = 2;
const LISTBOX_HEIGHT = 145;

/** manytomanyfk: several records of another resource, held as their ids. */
export function MultiSelectEditor({ field, id, value, onChange, error, ctx, values, fields, disabled }: TEditorProps) {
  const { options, loading } = useSelectOptions(field.listingForSelect, selectQuery(field, fields, values, ctx));
  if (!field.listingForSelect) {
    return (
      <TextField id={id} label={field.title} fullWidth disabled helperText="Listagem para seleção não configurada." />
    );
  }
  const valueKey = field.listingForSelect.valueKey ?? 'id';
  const ids = (Array.isArray(value) ? value : []).map((item) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>)[valueKey] : item,
  );
  const chosen: TSelectOption[] = ids.map(
    (itemId) =>
      options.find((option) => String(option.value) === String(itemId)) ?? {
        value: itemId as string | number,
        label: String(itemId),
      },
  );
  return (
    <Autocomplete
      id={id}
      multiple
      limitTags={VISIBLE_TAGS}
      options={options}
      value={chosen}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
      onChange={(_, list) => onChange(list.map((option) => option.value))}
      noOptionsText="Nenhum item."
      loadingText="Carregando..."
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_HEIGHT } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.title}
          required={isRequired(field, ctx)}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
