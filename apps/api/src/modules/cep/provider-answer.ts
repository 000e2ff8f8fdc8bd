import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { hitRateLimit, type TRateRule } from '../../core/rate-limiter.ts';
import type { TDb } from '../../db/client.ts';

/**
 * What the address routes (CEP, geocoding) share: a call to an outside provider made on a caller's behalf.
 * AppError covers the caller's faults only; the provider's trouble is answered here with the same error body.
 */

export function sendUnavailable(reply: FastifyReply, statusCode: 502 | 503, message: string) {
  const error = statusCode === 502 ? 'Bad Gateway' : 'Service Unavailable';
  return reply.status(statusCode).send({ statusCode, error, message, additionalData: null });
}

type TErrorClass = new (...args: never[]) => Error;

export interface TProviderCall<T> {
  db: TDb;
  /** Rate-limit counter of this caller (by IP for public routes, by user for signed-in ones). */
  rateKey: string;
  rateRule: TRateRule;
  ask(): Promise<T | null>;
  /** The provider's own failure class: answered 502 and logged; anything else is our bug and propagates. */
  serviceError: TErrorClass;
  unavailableMessage: string;
  notFoundMessage: string;
  /** A public route's answer may sit in shared caches; a signed-in one's only in the caller's browser. */
  cache: 'public' | 'private';
  /** The log line of a failure, and what it names besides the error. */
  failureLog: string;
  logFields: Record<string, unknown>;
}

/**
 * Rate limited, then asked: the found answer (cacheable for a day), 404 when the provider knows nothing, 502 when it
 * fails. Addresses and their points change rarely, and the providers' policies ask us to spare them repeats.
 */
export async function answerFromProvider<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: TProviderCall<T>,
): Promise<T | FastifyReply> {
  await hitRateLimit(call.db, call.rateKey, call.rateRule);
  let found: T | null;
  try {
    found = await call.ask();
  } catch (err) {
    if (!(err instanceof call.serviceError)) throw err;
    // Not ours and not the caller's: logged for us, a 502 for the caller.
    request.log.warn({ err, ...call.logFields }, call.failureLog);
    return sendUnavailable(reply, 502, call.unavailableMessage);
  }
  if (found === null) throw AppError.notFound(call.notFoundMessage);
  reply.header('cache-control', `${call.cache}, max-age=86400`);
  return found;
}
