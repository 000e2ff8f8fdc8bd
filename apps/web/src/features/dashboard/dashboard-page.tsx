import 'react-big-calendar/lib/css/react-big-calendar.css';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha, getContrastRatio, type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cloneElement, type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  Calendar,
  type DateCellWrapperProps,
  type EventProps,
  type EventWrapperProps,
  type SlotInfo,
} from 'react-big-calendar';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';
import { newOrderRoute } from '../orders/order-prefill.ts';
import {
  AGENDA_DAYS,
  conflictLines,
  dayOf,
  nightsOfSlots,
  type TCalendarData,
  type TCalendarEvent,
  type TCalendarView,
  type TEventKind,
  toCalendarEvents,
  visibleDays,
} from './calendar-events.ts';
import { CALENDAR_FORMATS, CALENDAR_MESSAGES, ptBrLocalizer } from './calendar-localizer.ts';

/** Spec §9: the calendar is 720 px high. */
const CALENDAR_HEIGHT = 720;
const WIDE_VIEWS: TCalendarView[] = ['month', 'week', 'day', 'agenda'];
// Spec §2.6: on small screens only day and agenda, agenda first.
const SMALL_VIEWS: TCalendarView[] = ['day', 'agenda'];
const INTEGRATIONS_ROUTE = '/settings/integrations';

/** Event colours by kind; the text is whichever of white or near-black reads better on it (WCAG AA). */
function kindColors(theme: Theme, kind: TEventKind) {
  const { palette } = theme;
  const background =
    kind === 'paid'
      ? palette.success.main
      : kind === 'pending'
        ? palette.warning.main
        : kind === 'conflict'
          ? palette.error.main
          : palette.grey[400];
  const dark = 'rgba(0, 0, 0, 0.87)';
  const text = getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : dark;
  return { background, text };
}

const LEGEND: { kind: TEventKind; label: string }[] = [
  { kind: 'pending', label: 'Pendente' },
  { kind: 'paid', label: 'Pago' },
  { kind: 'block', label: 'Bloqueado (calendário externo)' },
  { kind: 'conflict', label: 'Conflito' },
];

/**
 * Events are plain divs in the calendar: this makes each one focusable, named, and opened by Enter or Space. In
 * the month grid an event sits in a row (role 'row'), whose children must be cells; the time grid already makes
 * its events buttons.
 */
function FocusableEvent({
  event,
  type,
  children,
}: EventWrapperProps<TCalendarEvent> & { type?: 'date' | 'time'; children?: ReactNode }) {
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    tabIndex: 0,
    'aria-label': event.tooltip,
    ...(type === 'date' && { role: 'cell' }),
  });
}

/**
 * An agenda line: the colour as a dot (the whole row coloured is hard to read) and the title as a button, so the
 * keyboard opens it too; its click reaches the agenda cell, which opens the event.
 */
function AgendaEvent({ event }: EventProps<TCalendarEvent>) {
  const theme = useTheme();
  return (
    <Box
      component="button"
      type="button"
      title={event.tooltip}
      sx={{
        all: 'unset',
        cursor: 'pointer',
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 1,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          flex: 'none',
          borderRadius: '50%',
          backgroundColor: kindColors(theme, event.kind).background,
        }}
      />
      <span>{event.title}</span>
    </Box>
  );
}

/** Marks each day cell with its date, so a test (or an assistive script) can find the cell of a day. */
function DatedCell({ value, children }: DateCellWrapperProps) {
  return cloneElement(children as ReactElement<Record<string, unknown>>, { 'data-date': dayOf(value) });
}

/**
 * The dashboard (backoffice §2.6): pending and paid reservations on react-big-calendar, imported calendar blocks
 * greyed, collisions red and listed above. A click on an event opens its reservation; on a date, a new one.
 */
export function DashboardPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { selectedOwner } = useSession();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const views = small ? SMALL_VIEWS : WIDE_VIEWS;
  const [view, setView] = useState<TCalendarView>(small ? 'agenda' : 'month');
  const [date, setDate] = useState(() => new Date());

  // Turning a tablet or resizing below 768 px drops the views a phone does not offer.
  useEffect(() => {
    if (!views.includes(view)) setView(small ? 'agenda' : 'month');
  }, [views, view, small]);

  const range = visibleDays(view, date);
  const calendar = useQuery({
    queryKey: ['calendar-events', range.startDate, range.endDate, selectedOwner],
    queryFn: () =>
      api.get<TCalendarData>('/reservation/getCalendarEvents', {
        startDate: range.startDate,
        endDate: range.endDate,
        companyId: selectedOwner,
      }),
    // The previous range's events stay while the next ones load, so moving a month does not flash empty.
    placeholderData: keepPreviousData,
    // Back from saving a reservation, the calendar must show it: asked again on every visit.
    refetchOnMount: 'always',
  });
  const events = useMemo(() => toCalendarEvents(calendar.data), [calendar.data]);
  const conflicts = useMemo(() => conflictLines(calendar.data), [calendar.data]);

  const open = (event: TCalendarEvent) => navigate(event.orderId ? `/order/${event.orderId}` : INTEGRATIONS_ROUTE);
  const onSelectSlot = (slot: SlotInfo) => {
    const nights = nightsOfSlots(slot.slots.length ? slot.slots : [slot.start]);
    if (nights.length) navigate(newOrderRoute(nights));
  };

  return (
    <Stack spacing={2}>
      {conflicts.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Conflitos com calendários externos</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {conflicts.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
          <Link component={RouterLink} to={INTEGRATIONS_ROUTE} color="inherit" sx={{ fontWeight: 600 }}>
            Ver integrações
          </Link>
        </Alert>
      )}
      {calendar.isError && (
        <Alert severity="warning">{`Não foi possível carregar as reservas: ${calendar.error.message}`}</Alert>
      )}
      <Card>
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography variant="h6" component="h2">
              Reservas
            </Typography>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => navigate('/order')}
              sx={{ alignSelf: 'flex-start' }}
            >
              Nova reserva
            </Button>
          </Stack>
          <Box
            data-testid="reservations-calendar"
            sx={{
              height: CALENDAR_HEIGHT,
              // The calendar's stylesheet is light-only; borders and highlights follow the theme instead.
              '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
                { borderColor: theme.palette.divider },
              '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
              // Days of the next and previous month stay readable (WCAG contrast), just quieter than the month's.
              '& .rbc-off-range, & .rbc-off-range .rbc-button-link': { color: theme.palette.text.secondary },
              '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
              '& .rbc-toolbar': { gap: 1, flexWrap: 'wrap' },
              '& .rbc-toolbar button': {
                color: theme.palette.text.primary,
                borderColor: theme.palette.divider,
                font: 'inherit',
              },
              '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:hover, & .rbc-toolbar button:focus': {
                backgroundColor: alpha(theme.palette.primary.main, 0.16),
                color: theme.palette.text.primary,
              },
              '& .rbc-event:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
              '& .rbc-toolbar-label': { fontWeight: 600, textTransform: 'none' },
              // A phone's column is about 250 px wide: tighter buttons and agenda cells keep everything in it.
              [theme.breakpoints.down('sm')]: {
                '& .rbc-toolbar button': { padding: '4px 10px' },
                '& .rbc-agenda-view .rbc-agenda-date-cell': { whiteSpace: 'normal' },
                '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td':
                  { padding: '4px 6px', fontSize: 14 },
              },
            }}
          >
            <Calendar<TCalendarEvent>
              localizer={ptBrLocalizer}
              culture="pt-BR"
              formats={CALENDAR_FORMATS}
              messages={CALENDAR_MESSAGES}
              events={events}
              titleAccessor="title"
              tooltipAccessor="tooltip"
              startAccessor="start"
              endAccessor="end"
              views={views}
              view={view}
              onView={(next) => setView(next as TCalendarView)}
              date={date}
              onNavigate={setDate}
              length={AGENDA_DAYS}
              selectable
              onSelectSlot={onSelectSlot}
              onSelectEvent={open}
              onKeyPressEvent={(event, keyEvent) => {
                const key = 'key' in keyEvent ? keyEvent.key : '';
                if (key === 'Enter' || key === ' ') open(event);
              }}
              eventPropGetter={(event) => {
                if (view === 'agenda') return {};
                const colors = kindColors(theme, event.kind);
                return {
                  style: {
                    backgroundColor: colors.background,
                    color: colors.text,
                    border: 'none',
                  },
                };
              }}
              components={{ eventWrapper: FocusableEvent, dateCellWrapper: DatedCell, agenda: { event: AgendaEvent } }}
              scrollToTime={new Date(1970, 0, 1, 8)}
              style={{ height: '100%' }}
            />
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }} aria-label="Legenda">
            {LEGEND.map(({ kind, label }) => (
              <Stack key={kind} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{ width: 14, height: 14, borderRadius: 0.5, backgroundColor: kindColors(theme, kind).background }}
                />
                <Typography variant="body2">{label}</Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
