import { isConsecutive, MAX_NIGHTS } from '@estadia/shared';
import { nightsOfValue } from '../../components/form/date-range.ts';
import type { TFormValues } from '../../components/form/form-model.ts';

/**
 * What a new reservation starts with from its route's query (backoffice §2.1): `days` holds a JSON list of dates
 * (a click on the dashboard calendar) and `rentalId` the lodging. Anything unreadable is ignored, never an error.
 */
export function orderPrefill(search: URLSearchParams): TFormValues {
  const prefill: TFormValues = {};
  const days = search.get('days');
  if (days) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(days);
    } catch {
      // A plain date also works: /order?days=2026-03-10.
      parsed = [days];
    }
    const nights = nightsOfValue(Array.isArray(parsed) ? parsed : [parsed]);
    if (nights.length && nights.length <= MAX_NIGHTS && isConsecutive(nights)) prefill.days = nights;
  }
  const rentalId = search.get('rentalId');
  if (rentalId && /^[1-9]\d{0,15}$/.test(rentalId)) prefill.rentalId = Number(rentalId);
  return prefill;
}

/** The route that opens a new reservation on these nights (the dashboard's date click). */
export function newOrderRoute(days: readonly string[], rentalId?: number): string {
  const search = new URLSearchParams({ days: JSON.stringify(days) });
  if (rentalId) search.set('rentalId', String(rentalId));
  return `/order?${search}`;
}
