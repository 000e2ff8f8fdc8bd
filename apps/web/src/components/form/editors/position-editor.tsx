import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFeedback } from '../../feedback/feedback-provider.tsx';
import { asPosition, parseCoordinates } from '../coordinates.ts';
import { isRequired, type TEditorProps } from '../editor-props.ts';

/** [latitude, longitude] from a pasted Google Maps link or coordinate text (spec §2.5, messages of §8). */
export function PositionEditor({ field, id, value, onChange, error, ctx, disabled }: TEditorProps) {
  const { notify } = useFeedback();
  const [text, setText] = useState('');
  const position = asPosition(value);
  const helperId = `${id}-helper`;

  const apply = () => {
    const parsed = parseCoordinates(text);
    if (!parsed) {
      notify('Não foi possível extrair coordenadas válidas desta URL do Google Maps.', { severity: 'error' });
      return;
    }
    onChange(parsed.position);
    setText('');
    notify(parsed.fromUrl ? 'Coordenadas extraídas da URL do Google Maps!' : 'Coordenadas aplicadas com sucesso!', {
      severity: 'success',
    });
  };

  return (
    <FormControl error={!!error} fullWidth component="fieldset" aria-describedby={error ? helperId : undefined}>
      <FormLabel component="legend" required={isRequired(field, ctx)}>
        {field.title}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          id={id}
          label="Link do Google Maps ou coordenadas"
          fullWidth
          size="small"
          disabled={disabled}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <Button variant="outlined" onClick={apply} disabled={disabled || !text.trim()}>
          Aplicar
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {position ? (
          <>
            <Typography>{`Latitude ${position[0]}, longitude ${position[1]}`}</Typography>
            <Link href={`https://www.google.com/maps?q=${position[0]},${position[1]}`} target="_blank" rel="noopener">
              Abrir no mapa
            </Link>
            <Button color="error" onClick={() => onChange(null)} disabled={disabled}>
              Remover localização
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">Nenhum item.</Typography>
        )}
      </Stack>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
