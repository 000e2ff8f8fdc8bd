import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** The spec's 'coming soon' placeholder (backoffice §2.6) for screens whose feature has not arrived yet. */
export function ComingSoonPage() {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          Em breve
        </Typography>
        <Typography color="text.secondary">Esta tela está em construção e chegará em breve.</Typography>
      </CardContent>
    </Card>
  );
}
