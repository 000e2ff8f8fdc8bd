import { rentalView, ZRentalCreate } from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import { buildPayload, errorOf, initialValues, pricesByDayOf, type TFormContext, validateForm } from './form-model.ts';

const adminNew: TFormContext = { mode: 'new', isAdmin: true };

describe('pricesByDay in the form', () => {
  it('starts a new rental with eight zero prices, and an edited one without prices too', () => {
    expect(initialValues(rentalView.fields, 'new').pricesByDay).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(initialValues(rentalView.fields, 'edit', { pricesByDay: null }).pricesByDay).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('gives every slot a number to show, whatever the stored value', () => {
    expect(pricesByDayOf([100, 200])).toEqual([100, 200, 0, 0, 0, 0, 0, 0]);
    expect(pricesByDayOf(null)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(pricesByDayOf([1, '2', null, 4, 5, 6, 7, 8, 9])).toEqual([1, 0, 0, 4, 5, 6, 7, 8]);
  });

  it('reports a bad slot under its own index, which is where the editor shows it', () => {
    const values = { ...initialValues(rentalView.fields, 'new'), pricesByDay: [100, 100, 100, -5, 100, 100, 100, 100] };
    const errors = validateForm(ZRentalCreate, rentalView.fields, values, adminNew);
    expect(errors['pricesByDay.3']).toBeDefined();
    expect(errors.pricesByDay).toBeUndefined();
    expect(errorOf(errors, 'pricesByDay')).toBe(errors['pricesByDay.3']);
  });

  it('sends the eight prices in cents', () => {
    const prices = [15000, 15000, 15000, 15000, 18000, 22000, 20000, 25000];
    const values = { ...initialValues(rentalView.fields, 'new'), pricesByDay: prices };
    expect(buildPayload(rentalView.fields, values, adminNew).pricesByDay).toEqual(prices);
  });
});
