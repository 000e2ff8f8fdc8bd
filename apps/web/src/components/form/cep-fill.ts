import { cepDigits, type TCepAddress, type TFieldDescriptor, type TGeocodePoint } from '@estadia/shared';
import type { TFormValues } from './form-model.ts';
import { MAP_ZOOM, type TMapView } from './map-view.ts';

/** Filling an address from its CEP (backoffice §2.5, §7.4): which change asks the lookup, and what it fills. */

/** Form fields the lookup fills, by the answer's keys: the same names in every form with an address. */
const FILLED: readonly (keyof TCepAddress)[] = ['logradouro', 'neibor', 'city', 'uf'];

const digitsOf = (value: unknown) => (typeof value === 'string' ? cepDigits(value) : null);

/**
 * The eight digits to look up when this change completes a CEP in a CEP field; null otherwise (another field,
 * an incomplete CEP, or the same CEP as before, which would only repeat the lookup).
 */
export function cepToLookUp(field: TFieldDescriptor | undefined, previous: unknown, next: unknown): string | null {
  if (field?.type !== 'string' || field.stringKind !== 'cep') return null;
  const digits = digitsOf(next);
  return digits && digits !== digitsOf(previous) ? digits : null;
}

/** Whether the CEP field still holds the CEP that was looked up (the answer of an older one is dropped). */
export function stillHoldsCep(values: TFormValues, property: string, digits: string): boolean {
  return digitsOf(values[property]) === digits;
}

/**
 * The values with the address fields of this form filled from the answer. A part the answer leaves empty (a
 * city with one CEP has no street) keeps what the user typed; a state the form's options do not offer is skipped.
 * The same object when nothing changes.
 */
export function fillFromCep(fields: TFieldDescriptor[], values: TFormValues, address: TCepAddress): TFormValues {
  let next = values;
  for (const key of FILLED) {
    const field = fields.find((f) => f.property === key);
    const found = address[key].trim();
    if (!field || !found || values[key] === found) continue;
    if (field.type === 'options' && field.options && !field.options.some((o) => o.value === found)) continue;
    next = { ...next, [key]: found };
  }
  return next;
}

/** Whether the form has a map to move once the CEP's address is known (the company form has none). */
export function hasPositionField(fields: TFieldDescriptor[]): boolean {
  return fields.some((f) => f.type === 'position');
}

/**
 * The address of a CEP as the geocoder reads it: '<street>, <city> - <UF>, <CEP>, Brasil'; just the city when the
 * CEP has no street (a small town's single CEP), where the CEP would add nothing the city does not say.
 */
export function geocodeQuery(address: TCepAddress): string {
  const place = `${address.city.trim()} - ${address.uf.trim()}`;
  const street = address.logradouro.trim();
  return street ? `${street}, ${place}, ${address.cep.trim()}, Brasil` : `${place}, Brasil`;
}

/** The map's view on a CEP's address (spec §2.5: zoom 16); a new object each time, so the map moves each time. */
export function cepMapView(point: TGeocodePoint): TMapView {
  return { center: [point.latitude, point.longitude], zoom: MAP_ZOOM.cep };
}
