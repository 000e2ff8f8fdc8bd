import { DateLocalizer, type DateRange, type Formats, type Messages } from 'react-big-calendar';

/**
 * react-big-calendar's localizer on the browser's Intl, in pt-BR: no date library is installed for it (the
 * calendar's own date-fns/moment/dayjs adapters each need one), and Intl already knows Portuguese names.
 * Dates are the calendar's local Date objects, so no time zone option is given.
 */

type TFormatName = 'day' | 'weekday' | 'time' | 'monthYear' | 'dayMonth' | 'date' | 'weekdayDayMonth' | 'longDay';

const FORMATTERS: Record<TFormatName, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat('pt-BR', { day: '2-digit' }),
  weekday: new Intl.DateTimeFormat('pt-BR', { weekday: 'short' }),
  time: new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false }),
  monthYear: new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }),
  dayMonth: new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' }),
  date: new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  weekdayDayMonth: new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit' }),
  longDay: new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatCalendarDate(value: Date, name: string): string {
  const formatter = FORMATTERS[name as TFormatName];
  if (!formatter) return value.toLocaleString('pt-BR');
  // 'seg.' → 'seg': the abbreviation dot adds nothing on a calendar.
  const text = formatter.format(value).replace(/\./g, '');
  return name === 'monthYear' || name === 'longDay' || name === 'weekday' ? capitalized(text) : text;
}

const local = (localizer: DateLocalizer | undefined, value: Date, name: TFormatName) =>
  localizer ? localizer.format(value, name) : formatCalendarDate(value, name);

const timeRange = ({ start, end }: DateRange, _culture?: string, localizer?: DateLocalizer) =>
  `${local(localizer, start, 'time')} – ${local(localizer, end, 'time')}`;
const dateRange = ({ start, end }: DateRange, _culture?: string, localizer?: DateLocalizer) =>
  `${local(localizer, start, 'date')} – ${local(localizer, end, 'date')}`;

export const CALENDAR_FORMATS: Formats = {
  dateFormat: 'day',
  dayFormat: 'weekdayDayMonth',
  weekdayFormat: 'weekday',
  timeGutterFormat: 'time',
  monthHeaderFormat: 'monthYear',
  dayHeaderFormat: 'longDay',
  dayRangeHeaderFormat: dateRange,
  agendaHeaderFormat: dateRange,
  agendaDateFormat: 'weekdayDayMonth',
  agendaTimeFormat: 'time',
  agendaTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }, _culture, localizer) => `${local(localizer, start, 'time')} – `,
  eventTimeRangeEndFormat: ({ end }, _culture, localizer) => ` – ${local(localizer, end, 'time')}`,
};

/** Brazilian calendars start the week on Sunday. */
export const ptBrLocalizer = new DateLocalizer({
  formats: CALENDAR_FORMATS,
  firstOfWeek: () => 0,
  format: (value, format) => formatCalendarDate(new Date(value as Date | string | number), format),
});

export const CALENDAR_MESSAGES: Messages = {
  date: 'Data',
  time: 'Hora',
  event: 'Evento',
  allDay: 'Dia inteiro',
  week: 'Semana',
  work_week: 'Semana útil',
  day: 'Dia',
  month: 'Mês',
  previous: 'Anterior',
  next: 'Próximo',
  yesterday: 'Ontem',
  tomorrow: 'Amanhã',
  today: 'Hoje',
  agenda: 'Agenda',
  noEventsInRange: 'Sem eventos nesta data',
  showMore: (total: number) => `+${total} mais`,
};
