import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { selectedCountLabel } from './field-export.ts';

export interface TPickable {
  key: string;
  label: string;
}

/** Checkboxes with select all / deselect all and the selected count (export columns, exported fields). */
export function FieldPicker(props: {
  label: string;
  items: TPickable[];
  selected: string[];
  onChange(selected: string[]): void;
}) {
  const { items, selected, onChange } = props;
  const toggle = (key: string, checked: boolean) =>
    // Kept in the items' order, which is the order of the exported columns or lines.
    onChange(items.map((item) => item.key).filter((k) => (k === key ? checked : selected.includes(k))));

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button size="small" onClick={() => onChange(items.map((item) => item.key))}>
          Selecionar todos
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          Desmarcar todos
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {selectedCountLabel(selected.length)}
        </Typography>
      </Box>
      <FormGroup aria-label={props.label}>
        {items.map((item) => (
          <FormControlLabel
            key={item.key}
            label={item.label}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(item.key)}
                onChange={(event) => toggle(item.key, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
