import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_ROUTE } from '../../app/routes.ts';

/** The spec's not-found texts (backoffice §2.1), shown inside the layout for a page the user may not open. */
export function NotFoundContent() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h2" component="p" aria-hidden sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        Página não encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Talvez essa página ainda esteja em construção, volte mais tarde!
      </Typography>
      <Link component={RouterLink} to={DEFAULT_ROUTE}>
        Voltar ao início.
      </Link>
    </Box>
  );
}

/** Unknown paths: the same screen on its own. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <NotFoundContent />
    </Box>
  );
}
