import Delete from '@mui/icons-material/Delete';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fileUrl } from '../../../app/api-client.ts';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { IMAGE_ACCEPT } from '../upload-images.ts';
import { useImageUpload } from '../use-image-upload.ts';

function moved(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Images only, up to maxItems (extra files are left out); the first is the main one. Drag to reorder, or move any
 * to first; remove any.
 */
export function GalleryEditor({ field, id, value, onChange, error, ctx, disabled }: TEditorProps) {
  const { uploading, upload } = useImageUpload();
  const [dragged, setDragged] = useState<number | null>(null);
  const images = (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string');
  const room = field.maxItems ? Math.max(0, field.maxItems - images.length) : Number.POSITIVE_INFINITY;
  const helperId = `${id}-helper`;

  function uploadAll(files: File[]) {
    const accepted = files.slice(0, room);
    if (accepted.length) void upload(accepted, (fileNames) => onChange([...images, ...fileNames]));
  }

  return (
    <FormControl error={!!error} fullWidth component="fieldset" aria-describedby={error ? helperId : undefined}>
      <FormLabel component="legend" required={isRequired(field, ctx)}>
        {field.title}
        {field.maxItems ? ` (${images.length}/${field.maxItems})` : ''}
      </FormLabel>
      {images.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Nenhum item.
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          my: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {images.map((image, index) => (
          <Box
            component="li"
            key={image}
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) onChange(moved(images, dragged, index));
              setDragged(null);
            }}
            sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={fileUrl(image)}
              alt={`${field.title} ${index + 1}`}
              sx={{ width: '100%', height: 110, objectFit: 'cover', display: 'block' }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
              {index === 0 ? (
                <Chip size="small" color="primary" label="Principal" />
              ) : (
                <IconButton
                  size="small"
                  aria-label={`Tornar principal: imagem ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onChange(moved(images, index, 0))}
                >
                  <Star fontSize="small" />
                </IconButton>
              )}
              <IconButton
                size="small"
                color="error"
                aria-label={`Remover imagem ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Box>
      <div>
        <Button component="label" variant="outlined" disabled={disabled || uploading || room === 0}>
          Enviar imagens
          <input
            id={id}
            hidden
            multiple
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={field.title}
            onChange={(event) => {
              uploadAll([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Button>
      </div>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
