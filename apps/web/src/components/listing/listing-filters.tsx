import type { TFieldDescriptor, TOption } from '@estadia/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSelectOptions } from './use-select-options.ts';

const BOOLEAN_OPTIONS: TOption[] = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

interface TFilterProps {
  filter: TFieldDescriptor;
  value: string;
  onChange(value: string): void;
}

function SelectFilter({ filter, value, onChange, options }: TFilterProps & { options: TOption[] }) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      id={`listing-filter-${filter.property}`}
      label={filter.title}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Todos</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FkFilter(props: TFilterProps) {
  const options = useSelectOptions(props.filter.listingForSelect, true);
  return <SelectFilter {...props} options={options} />;
}

function FilterField(props: TFilterProps) {
  const { filter, value, onChange } = props;
  switch (filter.type) {
    case 'options':
      return <SelectFilter {...props} options={filter.options ?? []} />;
    case 'boolean':
      return <SelectFilter {...props} options={BOOLEAN_OPTIONS} />;
    case 'fk':
    case 'manytoonefk':
      return <FkFilter {...props} />;
    default:
      return (
        <TextField
          size="small"
          fullWidth
          id={`listing-filter-${filter.property}`}
          label={filter.title}
          type={filter.type === 'date' ? 'date' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={filter.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
        />
      );
  }
}

/** The optional filter row of a listing; the parent applies the values after the debounce. */
export function ListingFilters(props: {
  filters: TFieldDescriptor[];
  values: Record<string, string>;
  onChange(property: string, value: string): void;
}) {
  if (!props.filters.length) return null;
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {props.filters.map((filter) => (
        <FilterField
          key={filter.property}
          filter={filter}
          value={props.values[filter.property] ?? ''}
          onChange={(value) => props.onChange(filter.property, value)}
        />
      ))}
    </Box>
  );
}
