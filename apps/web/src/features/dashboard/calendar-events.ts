import { addDays, ORDER_STATUS_LABELS, type TCalendarBlockEvent, type TCalendarEvents } from '@estadia/shared';

/** GET /reservation/getCalendarEvents' answer: pending and paid orders and imported blocks overlapping the range. */
export type TCalendarData = TCalendarEvents;

export type TEventKind = 'pending' | 'paid' | 'canceled' | 'block' | 'conflict';

export interface TCalendarEvent {
  key: string;
  kind: TEventKind;
  /** The order to open; null for a block. */
  orderId: number | null;
  title: string;
  tooltip: string;
  start: Date;
  end: Date;
}

/** Spec §9: events start and end at 12:00, in the browser's own calendar like every date the calendar shows. */
export const EVENT_HOUR = 12;

export function localNoon(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, EVENT_HOUR, 0, 0, 0);
}

/** The calendar day of a local Date, as 'YYYY-MM-DD'. */
export function dayOf(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const blockLabel = (block: TCalendarBlockEvent) => `${block.summary || 'Indisponível'} (${block.integrationName})`;

/**
 * A reservation runs from 12:00 on its first night to 12:00 on the check-out day (backoffice §2.6), titled with the
 * lodging and the first guest; a block imported from another calendar shows the same way, greyed, or red when it
 * collides with a reservation.
 */
export function toCalendarEvents(data: TCalendarData | undefined): TCalendarEvent[] {
  if (!data) return [];
  const orders = data.orders.map<TCalendarEvent>((order) => {
    const guest = order.firstGuestName?.trim() || 'Sem Hóspedes';
    const title = `${order.rentalName} — ${guest}`;
    return {
      key: `order-${order.id}`,
      kind: order.status,
      orderId: order.id,
      title,
      tooltip: `${title} · ${ORDER_STATUS_LABELS[order.status] ?? order.status} · ${order.code}`,
      start: localNoon(order.checkIn),
      end: localNoon(order.checkOut),
    };
  });
  const blocks = data.blocks.map<TCalendarEvent>((block) => {
    const title = block.conflict ? `Conflito: ${blockLabel(block)}` : `Bloqueado: ${blockLabel(block)}`;
    return {
      key: `block-${block.id}`,
      kind: block.conflict ? 'conflict' : 'block',
      orderId: null,
      title,
      tooltip: `${title} · ${block.rentalName}`,
      start: localNoon(block.startDay),
      end: localNoon(block.endDay),
    };
  });
  return [...orders, ...blocks];
}

const dayText = (day: string) => day.split('-').reverse().join('/');

/** One line per colliding imported block, for the alert above the calendar. */
export function conflictLines(data: TCalendarData | undefined): string[] {
  return (data?.blocks ?? [])
    .filter((block) => block.conflict)
    .map(
      (block) =>
        `Conflito de calendário: ${block.rentalName} — ${blockLabel(block)}, de ${dayText(block.startDay)} a ${dayText(block.endDay)}`,
    );
}

export type TCalendarView = 'month' | 'week' | 'day' | 'agenda';

/** How many days the agenda lists from its date (the calendar's default, passed explicitly). */
export const AGENDA_DAYS = 30;

/**
 * The days a view shows, both ends included, to ask the API for: the month's full weeks (Sunday first), the week,
 * the day, or the agenda's 30 days.
 */
export function visibleDays(view: TCalendarView, date: Date): { startDate: string; endDate: string } {
  const day = dayOf(date);
  const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  if (view === 'day') return { startDate: day, endDate: day };
  if (view === 'agenda') return { startDate: day, endDate: addDays(day, AGENDA_DAYS) };
  if (view === 'week') {
    const first = addDays(day, -weekday(day));
    return { startDate: first, endDate: addDays(first, 6) };
  }
  const firstOfMonth = `${day.slice(0, 7)}-01`;
  // Month 12 of a year is January of the next: Date rolls it over.
  const lastOfMonth = addDays(dayOf(new Date(date.getFullYear(), date.getMonth() + 1, 1)), -1);
  return {
    startDate: addDays(firstOfMonth, -weekday(firstOfMonth)),
    endDate: addDays(lastOfMonth, 6 - weekday(lastOfMonth)),
  };
}

/** The nights a slot selection means: each day touched, once, in order (a click gives one, a drag several). */
export function nightsOfSlots(slots: readonly Date[]): string[] {
  return [...new Set(slots.map(dayOf))].sort();
}
