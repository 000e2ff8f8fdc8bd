import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The dashboard until the reservations calendar (backoffice §2.6) arrives; the 'Painel' title is the layout's. */
export function DashboardPage() {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <EventNoteOutlined color="primary" aria-hidden />
          <Typography>O calendário de reservas chega em breve.</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
