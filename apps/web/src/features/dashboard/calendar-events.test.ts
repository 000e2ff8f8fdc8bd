import { describe, expect, it } from 'vitest';
import {
  conflictLines,
  dayOf,
  nightsOfSlots,
  type TCalendarData,
  toCalendarEvents,
  visibleDays,
} from './calendar-events.ts';
import { formatCalendarDate } from './calendar-localizer.ts';

const data: TCalendarData = {
  orders: [
    {
      id: 7,
      code: 'ABCD2345',
      rentalId: 1,
      rentalName: 'Chalé da Serra',
      status: 'paid',
      checkIn: '2026-03-10',
      checkOut: '2026-03-13',
      firstGuestName: 'Maria Souza',
    },
    {
      id: 8,
      code: 'EFGH6789',
      rentalId: 1,
      rentalName: 'Chalé da Serra',
      status: 'pending',
      checkIn: '2026-12-31',
      checkOut: '2027-01-01',
      firstGuestName: null,
    },
  ],
  blocks: [
    {
      id: 3,
      integrationId: 2,
      integrationName: 'Airbnb',
      rentalId: 1,
      rentalName: 'Chalé da Serra',
      startDay: '2026-03-20',
      endDay: '2026-03-22',
      summary: 'Reserved',
      conflict: false,
    },
    {
      id: 4,
      integrationId: 2,
      integrationName: 'Airbnb',
      rentalId: 1,
      rentalName: 'Chalé da Serra',
      startDay: '2026-03-11',
      endDay: '2026-03-12',
      summary: 'Reserved',
      conflict: true,
    },
  ],
};

describe('dashboard calendar events', () => {
  it('runs a reservation from 12:00 on its first night to 12:00 on the check-out day', () => {
    const [paid] = toCalendarEvents(data);
    expect(paid?.start).toEqual(new Date(2026, 2, 10, 12, 0));
    expect(paid?.end).toEqual(new Date(2026, 2, 13, 12, 0));
    expect(paid?.orderId).toBe(7);
    expect(paid?.kind).toBe('paid');
  });

  it("titles reservations with the lodging and the first guest, or 'Sem Hóspedes'", () => {
    const [paid, pending] = toCalendarEvents(data);
    expect(paid?.title).toBe('Chalé da Serra — Maria Souza');
    expect(pending?.title).toBe('Chalé da Serra — Sem Hóspedes');
    expect(pending?.end).toEqual(new Date(2027, 0, 1, 12, 0));
  });

  it('shows imported blocks greyed and colliding ones as conflicts, which the alert lists', () => {
    const [, , block, conflict] = toCalendarEvents(data);
    expect(block).toMatchObject({ kind: 'block', orderId: null, title: 'Bloqueado: Reserved (Airbnb)' });
    expect(block?.end).toEqual(new Date(2026, 2, 22, 12, 0));
    expect(conflict).toMatchObject({ kind: 'conflict', title: 'Conflito: Reserved (Airbnb)' });
    expect(conflictLines(data)).toEqual([
      'Conflito de calendário: Chalé da Serra — Reserved (Airbnb), de 11/03/2026 a 12/03/2026',
    ]);
    expect(toCalendarEvents(undefined)).toEqual([]);
  });

  it('asks for the full weeks of the month on screen, the week, the day or the agenda days', () => {
    // March 2026: Sunday 1st to Tuesday 31st, so the grid runs to Saturday 4 April.
    expect(visibleDays('month', new Date(2026, 2, 15))).toEqual({ startDate: '2026-03-01', endDate: '2026-04-04' });
    // December 2026 starts on a Tuesday and ends on a Thursday.
    expect(visibleDays('month', new Date(2026, 11, 5))).toEqual({ startDate: '2026-11-29', endDate: '2027-01-02' });
    expect(visibleDays('week', new Date(2026, 2, 11))).toEqual({ startDate: '2026-03-08', endDate: '2026-03-14' });
    expect(visibleDays('day', new Date(2026, 2, 11))).toEqual({ startDate: '2026-03-11', endDate: '2026-03-11' });
    expect(visibleDays('agenda', new Date(2026, 2, 11))).toEqual({ startDate: '2026-03-11', endDate: '2026-04-10' });
  });

  it('turns a clicked or dragged slot into the nights of a new reservation', () => {
    expect(nightsOfSlots([new Date(2026, 2, 10)])).toEqual(['2026-03-10']);
    expect(nightsOfSlots([new Date(2026, 2, 11), new Date(2026, 2, 10), new Date(2026, 2, 10, 14)])).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('pt-BR calendar formats', () => {
  it('names months and weekdays in Portuguese, without abbreviation dots, on a 24-hour clock', () => {
    expect(formatCalendarDate(new Date(2026, 2, 10), 'monthYear')).toBe('Março de 2026');
    expect(formatCalendarDate(new Date(2026, 2, 10), 'weekday')).toBe('Ter');
    expect(formatCalendarDate(new Date(2026, 2, 10), 'weekdayDayMonth')).toBe('ter, 10/03');
    expect(formatCalendarDate(new Date(2026, 2, 10, 12), 'time')).toBe('12:00');
    expect(formatCalendarDate(new Date(2026, 2, 10), 'longDay')).toBe('Terça-feira, 10 de março de 2026');
  });
});
