import type { TCepAddress, TFieldDescriptor, TGeocodePoint } from '@estadia/shared';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../app/api-client.ts';
import { cepMapView, cepToLookUp, fillFromCep, geocodeQuery, hasPositionField, stillHoldsCep } from './cep-fill.ts';
import type { TFormValues } from './form-model.ts';
import type { TMapView } from './map-view.ts';

/**
 * Returns the form's change watcher: a change that completes a CEP looks it up (GET /api/cep/{digits}) and hands
 * `apply` the values with street, neighbourhood, city and state filled. A form with a position field then asks
 * GET /api/geocode for the address's point and hands `moveMap` the view there (the marker is not set: the host
 * still clicks the exact spot). A failed lookup or geocoding is only logged (§7.4): the user types the address or
 * finds the place on the map instead.
 */
export function useCepFill(
  fields: TFieldDescriptor[],
  values: TFormValues,
  apply: (next: TFormValues) => void,
  moveMap?: (view: TMapView) => void,
) {
  // The answer arrives later: it fills the values of that moment (the user kept typing), not of the keystroke.
  const live = useRef({ values, apply, moveMap });
  useEffect(() => {
    live.current = { values, apply, moveMap };
  });

  const showOnMap = useCallback((property: string, digits: string, address: TCepAddress) => {
    api.get<TGeocodePoint>('/geocode', { q: geocodeQuery(address) }).then(
      (point) => {
        const { values: current, moveMap: move } = live.current;
        if (stillHoldsCep(current, property, digits)) move?.(cepMapView(point));
      },
      (failure: unknown) => console.warn(`Localização do CEP ${digits} no mapa falhou:`, failure),
    );
  }, []);

  return useCallback(
    (property: string, previous: unknown, next: unknown) => {
      const digits = cepToLookUp(
        fields.find((f) => f.property === property),
        previous,
        next,
      );
      if (!digits) return;
      api.get<TCepAddress>(`/cep/${digits}`).then(
        (address) => {
          const { values: current, apply: applyNow } = live.current;
          if (!stillHoldsCep(current, property, digits)) return;
          const filled = fillFromCep(fields, current, address);
          if (filled !== current) applyNow(filled);
          if (live.current.moveMap && hasPositionField(fields)) showOnMap(property, digits, address);
        },
        (failure: unknown) => console.warn(`Consulta do CEP ${digits} falhou:`, failure),
      );
    },
    [fields, showOnMap],
  );
}
