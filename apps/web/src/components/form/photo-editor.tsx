import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { fileUrl } from '../../app/api-client.ts';
import { isRequired, type TEditorProps } from './editor-props.ts';
import { IMAGE_ACCEPT } from './upload-images.ts';
import { useImageUpload } from './use-image-upload.ts';

/** One jpeg or png, stored on upload; the field holds the stored file name. */
export function PhotoEditor({ field, id, value, onChange, error, ctx, disabled }: TEditorProps) {
  const { uploading, upload } = useImageUpload();
  const reference = typeof value === 'string' ? value : '';
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;

  return (
    <FormControl error={!!error} fullWidth component="fieldset" aria-describedby={error ? helperId : undefined}>
      <FormLabel id={labelId} component="legend" required={isRequired(field, ctx)}>
        {field.title}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          variant="rounded"
          src={reference ? fileUrl(reference) : undefined}
          alt={reference ? field.title : undefined}
          sx={{ width: 96, height: 96 }}
        >
          <PhotoCamera />
        </Avatar>
        <Button component="label" variant="outlined" disabled={disabled || uploading}>
          Enviar foto
          <input
            id={id}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={field.title}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload([file], ([fileName]) => onChange(fileName ?? null));
              // Choosing the same file again must fire another change.
              event.target.value = '';
            }}
          />
        </Button>
        {reference && (
          <Button color="error" onClick={() => onChange(null)} disabled={disabled || uploading}>
            Remover foto
          </Button>
        )}
      </Stack>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
