import { z } from 'zod';

/** An address found by CEP (backoffice §7.4), named like the address fields of our forms. */
export const ZCepAddress = z.object({
  /** 'NNNNN-NNN', as the forms' CEP mask writes it. */
  cep: z.string(),
  logradouro: z.string(),
  neibor: z.string(),
  city: z.string(),
  /** Two-letter state code ('SP'). */
  uf: z.string(),
});
export type TCepAddress = z.infer<typeof ZCepAddress>;
