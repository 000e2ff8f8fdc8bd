import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fileUrl } from '../../app/api-client.ts';

/** Footer with the configured text and the visual identity's image (backoffice §2.3). */
export function AppFooter({ text, logo }: { text: string; logo: string | null }) {
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{text}</Typography>
      {logo && <Box component="img" src={fileUrl(logo)} alt="Logo" sx={{ maxHeight: 40, maxWidth: 160 }} />}
    </Box>
  );
}
