import { MISSING_FIELDS_MARKER } from '@estadia/shared';
import { ApiError } from '../../app/api-client.ts';

/** Spec §8: a save error about missing fields reads 'Campos Obrigatórios: ' and the fields' messages. */
export function saveErrorText(error: unknown, labels: Record<string, string> = {}): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Erro';
  const fields = (error.additionalData ?? {}) as Record<string, string>;
  if (error.message.includes(MISSING_FIELDS_MARKER)) {
    const missing = Object.entries(fields).map(([key, message]) => `${labels[key] ?? key}: ${message}`);
    return `Campos Obrigatórios: ${missing.join(', ')}`;
  }
  return error.message;
}
