import type { TFieldErrors } from '@estadia/shared';

export type TErrorKind =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'method_not_allowed';

/** A failure the caller can act on; services throw it and only http-errors.ts knows the status codes. */
export class AppError extends Error {
  constructor(
    readonly kind: TErrorKind,
    message: string,
    readonly additionalData: unknown = null,
  ) {
    super(message);
  }

  static badRequest(message: string, additionalData?: unknown) {
    return new AppError('bad_request', message, additionalData);
  }
  static validation(message: string, fields: TFieldErrors) {
    return new AppError('validation', message, fields);
  }
  static unauthorized(message = 'Sessão expirada ou inválida. Entre novamente.') {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = 'Você não tem permissão para esta ação.') {
    return new AppError('forbidden', message);
  }
  static notFound(message = 'Registro não encontrado.') {
    return new AppError('not_found', message);
  }
  static conflict(message: string, additionalData?: unknown) {
    return new AppError('conflict', message, additionalData);
  }
  static tooManyRequests(message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.') {
    return new AppError('too_many_requests', message);
  }
  /** The spec's wording for a missing call parameter (§8). */
  static requiredParameter(name: string, operation: string) {
    return new AppError(
      'bad_request',
      `Required parameter "${name}" was null or undefined when calling ${operation}().`,
      {
        [name]: 'Campo obrigatório',
      },
    );
  }
}
