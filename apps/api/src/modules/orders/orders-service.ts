import { addDays, HOLDING_STATUSES, orderTotals, type TFieldErrors, type TOrderStatus } from '@estadia/shared';
import { fieldErrorsToAppError } from '../../core/http-errors.ts';
import type { TRow, TValues, TWriteContext } from '../../core/resource/resource-definition.ts';
import { uniqueOrderCode } from './order-code.ts';
import {
  findClientByEmail,
  findRental,
  insertClient,
  productPrices,
  replaceOccupancy,
  replaceOrderGuests,
  replaceOrderProducts,
  type TGuestInput,
  updateCompanyClient,
} from './orders-repository.ts';

export const RENTAL_NOT_IN_COMPANY = 'Hospedagem não encontrada nesta empresa.';
export const PRODUCT_NOT_IN_COMPANY = 'Produto não encontrado na empresa da hospedagem.';
export const REPEATED_GUEST = 'Hóspede repetido nesta reserva.';
export const valuesDailyMismatch = (nights: number) => `Informe um valor para cada diária (${nights}).`;

const holds = (status: unknown) => HOLDING_STATUSES.includes(status as TOrderStatus);
const PRICING_INPUTS = ['rentalId', 'days', 'valuesDaily', 'products'] as const;

/**
 * Rules of an order write, before the row is written: the rental decides the company, the products must be that
 * company's, one value per night, the derived stay and totals. Everything a missing key would keep is read from
 * `existing` (an update may send only what changes).
 */
export async function prepareOrder({ tx, user }: TWriteContext, input: TValues, existing: TRow | null) {
  const fields: TFieldErrors = {};
  const rental = await findRental(tx, Number(input.rentalId ?? existing?.rentalId));
  // A company user's input carries its own company (the generic service forced it); an admin's order simply
  // belongs to the company of the rental it books.
  const companyId = user.type === 'admin' ? rental?.companyId : input.companyId;
  if (!rental || rental.companyId !== companyId) throw fieldErrorsToAppError({ rentalId: RENTAL_NOT_IN_COMPANY });

  const days = (input.days ?? existing?.days) as string[];
  const valuesDaily = (input.valuesDaily ?? existing?.valuesDaily ?? []) as number[];
  if (valuesDaily.length !== days.length) fields.valuesDaily = valuesDailyMismatch(days.length);

  const productIds = [...new Set((input.products ?? existing?.products ?? []) as number[])];
  const prices = await productPrices(tx, rental.companyId, productIds, existing?.id ?? null);
  productIds.forEach((id, i) => {
    if (!prices.has(id)) fields[`products.${i}`] = PRODUCT_NOT_IN_COMPANY;
  });

  const guests = input.clients as TGuestInput[] | undefined;
  const seen = new Map<string, number>();
  guests?.forEach((guest, i) => {
    const email = guest.email.toLowerCase();
    if (seen.has(email)) fields[`clients.${i}.email`] = REPEATED_GUEST;
    seen.set(email, i);
  });
  if (Object.keys(fields).length) throw fieldErrorsToAppError(fields);

  const { clients: _guests, products: _products, ...values } = input;
  const out: TValues = {
    ...values,
    companyId: rental.companyId,
    rentalId: rental.id,
    days,
    valuesDaily,
    // The schema already refuses nights that are not consecutive, so they are sorted: first and last bound the stay.
    checkIn: days[0],
    checkOut: addDays(days[days.length - 1] as string, 1),
  };
  // The totals are the server's: recomputed whenever what they depend on is sent (the form sends it all), kept
  // when a call only changes the status, so a later change of the rental's fee does not reprice that reservation.
  if (!existing || PRICING_INPUTS.some((key) => input[key] !== undefined)) {
    let productsTotalPrice = 0;
    for (const price of prices.values()) productsTotalPrice += price;
    const totals = orderTotals({ valuesDaily, productsTotalPrice, tax: rental.tax });
    out.productsTotalPrice = totals.productsTotalPrice;
    out.taxValue = totals.taxValue;
    out.totalValue = totals.totalPrice;
  }
  if (!existing) out.code = await uniqueOrderCode(tx);
  return out;
}

/**
 * Writes that belong with the order, in its transaction: its guests (linked to the company's guests by id when it
 * is the company's, else by e-mail, else created), its products and its hold on the nights.
 */
export async function afterOrderWrite({ tx }: TWriteContext, row: TRow, input: TValues, existing: TRow | null) {
  const companyId = Number(row.companyId);
  const movedCompany = existing !== null && existing.companyId !== row.companyId;
  // Guests are a company's records: an order moved to another company takes its guests' data along, not their ids.
  const guests: TGuestInput[] | undefined =
    (input.clients as TGuestInput[] | undefined) ??
    (movedCompany ? (existing.clients as TGuestInput[]).map((guest) => ({ ...guest, id: null })) : undefined);
  if (guests) {
    const ids: number[] = [];
    for (const [i, guest] of guests.entries()) {
      const id =
        (guest.id ? await updateCompanyClient(tx, companyId, { ...guest, id: guest.id }) : null) ??
        (await findClientByEmail(tx, companyId, guest.email)) ??
        (await insertClient(tx, companyId, guest));
      if (ids.includes(id)) throw fieldErrorsToAppError({ [`clients.${i}`]: REPEATED_GUEST });
      ids.push(id);
    }
    await replaceOrderGuests(tx, row.id, ids);
  }

  const products =
    (input.products as number[] | undefined) ?? (movedCompany ? (existing.products as number[]) : undefined);
  if (products) await replaceOrderProducts(tx, row.id, companyId, [...new Set(products)]);

  await replaceOccupancy(
    tx,
    {
      id: row.id,
      companyId,
      rentalId: Number(row.rentalId),
      checkIn: String(row.checkIn),
      checkOut: String(row.checkOut),
    },
    holds(row.status),
  );
}
