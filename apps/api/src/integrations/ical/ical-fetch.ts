/** A feed that could not be downloaded; `message` is pt-BR and meant for the integration's sync health. */
export class ICalFetchError extends Error {
  override readonly name = 'ICalFetchError';
  /** The HTTP status when the server answered, null when it never did (timeout, refused, DNS…). */
  readonly status: number | null;

  constructor(message: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

export type TFetchCalendarOptions = {
  timeoutMs: number;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
};

export type TFetchedCalendar = { status: number; text: string };

const MIB = 1024 * 1024;
export const DEFAULT_MAX_FEED_BYTES = 5 * MIB;

// Undici's errors say little ('fetch failed'); the system code in the cause is what tells a host what went wrong.
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada',
  ECONNRESET: 'conexão interrompida pelo servidor',
  ENOTFOUND: 'endereço não encontrado',
  EAI_AGAIN: 'falha temporária ao resolver o endereço',
  EHOSTUNREACH: 'servidor inalcançável',
  ENETUNREACH: 'rede inalcançável',
  ETIMEDOUT: 'tempo de conexão esgotado',
  UND_ERR_SOCKET: 'conexão interrompida pelo servidor',
  CERT_HAS_EXPIRED: 'certificado do servidor expirado',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'certificado do servidor não confiável',
  SELF_SIGNED_CERT_IN_CHAIN: 'certificado do servidor não confiável',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'certificado do servidor não confiável',
  ERR_TLS_CERT_ALTNAME_INVALID: 'certificado do servidor não corresponde ao endereço',
};

function formatSize(bytes: number): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'MB'] : [bytes / 1024, 'KB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

function tooLarge(maxBytes: number, status: number): ICalFetchError {
  return new ICalFetchError(`O calendário excede o tamanho máximo de ${formatSize(maxBytes)}.`, status);
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined;
  if (typeof code === 'string') return NETWORK_REASONS[code] ?? code;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function unreachable(error: unknown, timeoutMs: number): ICalFetchError {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const reason = timedOut ? `o servidor não respondeu em ${formatSeconds(timeoutMs)}` : networkReason(error);
  return new ICalFetchError(`Não foi possível acessar o link do calendário: ${reason}.`, null, { cause: error });
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;
}

function parseFeedUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ICalFetchError('O link do calendário não é um endereço válido.', null);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ICalFetchError('O link do calendário deve começar com http:// ou https://.', null);
  }
  return parsed;
}

/** Reads the body up to maxBytes, stopping the download as soon as the limit is passed. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes, response.status);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  // UTF-8 is the only charset RFC 5545 allows; the decoder also drops a leading BOM.
  const decoder = new TextDecoder('utf-8');
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes, response.status);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Downloads an iCal feed (Airbnb, Booking.com, VRBO…) with a deadline covering connection, headers and body.
 * Redirects are followed (OTAs move feeds between hosts). Every failure is an ICalFetchError with a pt-BR message.
 */
export async function fetchCalendarFeed(
  url: string,
  { timeoutMs, maxBytes = DEFAULT_MAX_FEED_BYTES }: TFetchCalendarOptions,
): Promise<TFetchedCalendar> {
  const target = parseFeedUrl(url);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target, {
      signal,
      redirect: 'follow',
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.8', 'user-agent': 'Estadia-Calendario/1.0' },
    });
  } catch (error) {
    throw unreachable(error, timeoutMs);
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel().catch(() => undefined);
    throw new ICalFetchError(`O calendário respondeu com HTTP ${response.status}.`, response.status);
  }
  try {
    return { status: response.status, text: await readLimited(response, maxBytes) };
  } catch (error) {
    if (error instanceof ICalFetchError) throw error;
    throw unreachable(error, timeoutMs);
  }
}
