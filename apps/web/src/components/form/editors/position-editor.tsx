import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePublicConfig } from '../../../app/public-config.ts';
import { useFeedback } from '../../feedback/feedback-provider.tsx';
import { asPosition, parseCoordinates } from '../coordinates.ts';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { describePosition, MAP_HEIGHT, MAP_ZOOM, type TMapView } from '../map-view.ts';

// Leaflet is a sizeable library: only forms with a position field download it.
const PositionMap = lazy(() => import('./position-map.tsx').then((m) => ({ default: m.PositionMap })));

/**
 * [latitude, longitude] on a Leaflet map (a click sets the one marker) or from a pasted Google Maps link or
 * coordinate text (spec §2.5, messages of §8).
 */
export function PositionEditor({ field, id, value, onChange, error, ctx, disabled }: TEditorProps) {
  const { notify } = useFeedback();
  const config = usePublicConfig();
  const [text, setText] = useState('');
  const [focus, setFocus] = useState<TMapView | null>(null);
  // The form asks the map to look somewhere (a CEP's address): the view moves, the marker stays.
  const requested = ctx.mapView;
  useEffect(() => {
    if (requested) setFocus(requested);
  }, [requested]);
  const position = asPosition(value);
  const helperId = `${id}-helper`;
  const statusId = `${id}-status`;

  const apply = () => {
    const parsed = parseCoordinates(text);
    if (!parsed) {
      notify('Não foi possível extrair coordenadas válidas desta URL do Google Maps.', { severity: 'error' });
      return;
    }
    onChange(parsed.position);
    setFocus({ center: parsed.position, zoom: MAP_ZOOM.typed });
    setText('');
    notify(parsed.fromUrl ? 'Coordenadas extraídas da URL do Google Maps!' : 'Coordenadas aplicadas com sucesso!', {
      severity: 'success',
    });
  };

  return (
    <FormControl
      error={!!error}
      fullWidth
      component="fieldset"
      aria-describedby={error ? `${statusId} ${helperId}` : statusId}
    >
      <FormLabel component="legend" required={isRequired(field, ctx)}>
        {field.title}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, mb: 1 }}>
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
      <Suspense
        fallback={
          <Box sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label="Carregando o mapa" />
          </Box>
        }
      >
        <PositionMap
          position={position}
          focus={focus}
          tileUrl={config?.mapTileUrl ?? ''}
          disabled={disabled}
          onPick={(picked) => onChange(picked)}
        />
      </Suspense>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* Read aloud whenever a click, a drag or a paste moves the marker. */}
        <Typography id={statusId} role="status" color={position ? undefined : 'text.secondary'}>
          {describePosition(position)}
        </Typography>
        {position && (
          <>
            <Link href={`https://www.google.com/maps?q=${position[0]},${position[1]}`} target="_blank" rel="noopener">
              Abrir no Google Maps
            </Link>
            <Button color="error" onClick={() => onChange(null)} disabled={disabled}>
              Remover localização
            </Button>
          </>
        )}
      </Stack>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
