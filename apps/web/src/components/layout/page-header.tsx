import NavigateNext from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_ROUTE, type TAppRoute } from '../../app/routes.ts';

/** Breadcrumbs 'Home', then the route's parents and the route itself (backoffice §2.3), and the page heading. */
export function PageHeader({ trail }: { trail: readonly TAppRoute[] }) {
  const current = trail[trail.length - 1];
  if (!current) return null;
  return (
    <>
      <Breadcrumbs
        aria-label="Trilha de navegação"
        separator={
          <NavigateNext fontSize="small" sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        }
        sx={{ mb: 1 }}
      >
        <Link component={RouterLink} to={DEFAULT_ROUTE} underline="hover" color="inherit">
          Home
        </Link>
        {trail.slice(0, -1).map((route) => (
          <Link key={route.path} component={RouterLink} to={route.path} underline="hover" color="inherit">
            {route.title}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {current.title}
        </Typography>
      </Breadcrumbs>
      {!current.selfTitled && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          {current.heading ?? current.title}
        </Typography>
      )}
    </>
  );
}
