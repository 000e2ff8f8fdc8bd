import type { TCepAddress } from '@estadia/shared';

/** The address of eight CEP digits; null when the CEP does not exist. Throws when the service cannot answer. */
export type TCepLookup = (digits: string) => Promise<TCepAddress | null>;

/** The postal service failed (network, timeout, 5xx, unreadable answer): not the caller's fault. */
export class CepServiceError extends Error {}

interface TViaCepAnswer {
  cep?: unknown;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
  erro?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A ViaCEP-compatible lookup (GET `urlTemplate` with `{cep}` replaced by the digits). ViaCEP answers 200 with
 * `{"erro": true}` (or the string "true", as its newer versions do) for a CEP that does not exist and 400 for a
 * malformed one; both mean "no such CEP" here.
 */
export function createCepLookup(urlTemplate: string, options: { timeoutMs: number }): TCepLookup {
  return async (digits) => {
    if (!/^\d{8}$/.test(digits)) return null;
    const url = urlTemplate.replaceAll('{cep}', digits);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new CepServiceError(`CEP service unreachable: ${(err as Error).message}`, { cause: err });
    }
    if (response.status === 400 || response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CepServiceError(`CEP service answered HTTP ${response.status}`);
    }
    let answer: TViaCepAnswer;
    try {
      answer = (await response.json()) as TViaCepAnswer;
    } catch (err) {
      throw new CepServiceError('CEP service answered something other than JSON', { cause: err });
    }
    if (!answer || typeof answer !== 'object') throw new CepServiceError('CEP service answered an empty body');
    if (answer.erro === true || answer.erro === 'true') return null;
    const city = text(answer.localidade);
    const uf = text(answer.uf).toUpperCase();
    // A found CEP always has a city and a state; an answer without them is a broken provider, not a missing CEP.
    if (!city || !/^[A-Z]{2}$/.test(uf)) throw new CepServiceError('CEP service answered without city or state');
    const cep = text(answer.cep);
    return {
      cep: /^\d{5}-\d{3}$/.test(cep) ? cep : `${digits.slice(0, 5)}-${digits.slice(5)}`,
      logradouro: text(answer.logradouro),
      neibor: text(answer.bairro),
      city,
      uf,
    };
  };
}
