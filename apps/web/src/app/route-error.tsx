import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** A page that failed to load or render (often code replaced by a new deploy): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <Typography variant="h5" component="h1">
        Erro!
      </Typography>
      <Typography color="text.secondary">Não foi possível abrir esta página.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recarregar
      </Button>
    </Box>
  );
}
