import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-screen wait while a page's code or the menu's data arrives (backoffice §2.3). */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-label="Carregando..."
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
