import type { TCepAddress, TFieldDescriptor } from '@estadia/shared';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../app/api-client.ts';
import { cepToLookUp, fillFromCep, stillHoldsCep } from './cep-fill.ts';
import type { TFormValues } from './form-model.ts';

/**
 * Returns the form's change watcher: a change that completes a CEP looks it up (GET /api/cep/{digits}) and hands
 * `apply` the values with street, neighbourhood, city and state filled. A failed lookup is only logged (§7.4): the
 * user types the address instead. We have no geocoder, so the map is not moved to the address.
 */
export function useCepFill(fields: TFieldDescriptor[], values: TFormValues, apply: (next: TFormValues) => void) {
  // The answer arrives later: it fills the values of that moment (the user kept typing), not of the keystroke.
  const live = useRef({ values, apply });
  useEffect(() => {
    live.current = { values, apply };
  });

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
        },
        (failure: unknown) => console.warn(`Consulta do CEP ${digits} falhou:`, failure),
      );
    },
    [fields],
  );
}
