import { randomInt } from 'node:crypto';
import type { TDb } from '../../db/client.ts';
import { orderCodeTaken } from './orders-repository.ts';

/** No 0/O, 1/I: a code read over the phone is not misheard. */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 8;
const MAX_ATTEMPTS = 10;

export function newOrderCode(): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  return code;
}

/**
 * A code no order has yet: drawn again when taken (32^8 ≈ 10^12 codes, so a retry is rare; the unique index
 * orders_code_key still refuses the one-in-a-trillion race of two transactions drawing the same free code).
 */
export async function uniqueOrderCode(tx: TDb, generate: () => string = newOrderCode): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = generate();
    if (!(await orderCodeTaken(tx, code))) return code;
  }
  throw new Error(`no free order code after ${MAX_ATTEMPTS} attempts`);
}
