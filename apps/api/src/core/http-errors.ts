import { MISSING_FIELDS_MARKER, MSG, type TErrorBody, type TFieldErrors } from '@estadia/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type TErrorKind } from './app-error.ts';

const STATUS: Record<TErrorKind, [number, string]> = {
  bad_request: [400, 'Bad Request'],
  validation: [400, 'Bad Request'],
  unauthorized: [401, 'Unauthorized'],
  forbidden: [403, 'Forbidden'],
  not_found: [404, 'Not Found'],
  method_not_allowed: [405, 'Method Not Allowed'],
  conflict: [409, 'Conflict'],
  payload_too_large: [413, 'Payload Too Large'],
  unsupported_media_type: [415, 'Unsupported Media Type'],
  too_many_requests: [429, 'Too Many Requests'],
};

export function errorBody(error: AppError): TErrorBody {
  const [statusCode, name] = STATUS[error.kind];
  return { statusCode, error: name, message: error.message, additionalData: error.additionalData ?? null };
}

/** Field errors → one AppError; any 'Campo obrigatório' makes it the spec's missing-fields error. */
export function fieldErrorsToAppError(fields: TFieldErrors): AppError {
  const missing = Object.values(fields).some((m) => m === MSG.required);
  const message = missing
    ? `Preencha os campos obrigatórios (${MISSING_FIELDS_MARKER}).`
    : 'Dados inválidos, verifique os campos em additionalData.';
  return AppError.validation(message, fields);
}

interface TIssue {
  path?: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

export function issuesToFieldErrors(issues: readonly TIssue[]): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[[...(issue.path ?? []), key].join('.')] = 'Campo não permitido';
      continue;
    }
    const key = (issue.path ?? []).map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Database errors a client can cause (a duplicate, a record in use, a value no column holds) become 4xx, in pt-BR. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_email_key: 'Já existe um usuário com este e-mail.',
  holidays_company_date_key: 'Já existe um feriado nesta data.',
  orders_rental_id_rentals_id_fk: 'Esta hospedagem tem reservas e não pode ser excluída.',
  order_products_product_id_products_id_fk: 'Este produto está em reservas e não pode ser excluído.',
  order_clients_client_id_clients_id_fk: 'Este hóspede está em reservas e não pode ser excluído.',
};

export const STAY_UNAVAILABLE = 'As datas escolhidas não estão disponíveis para esta hospedagem.';

/** Exclusion constraints (SQLSTATE 23P01): two rows that may not coexist, e.g. two holders of one night. */
const EXCLUSION_MESSAGES: Record<string, string> = {
  occupancies_no_overlap: STAY_UNAVAILABLE,
};

type TDatabaseError = {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  detail?: string;
  cause?: unknown;
};

function fromDatabaseError(thrown: TDatabaseError): AppError | null {
  // drizzle wraps the driver's error in a DrizzleQueryError: the SQLSTATE and constraint are on its cause.
  const err = thrown.code === undefined && thrown.cause ? (thrown.cause as TDatabaseError) : thrown;
  const constraint = err.constraint ?? err.constraint_name ?? '';
  if (err.code === '23505') return AppError.conflict(CONSTRAINT_MESSAGES[constraint] ?? 'Registro duplicado.');
  // A write naming a record that does not exist (e.g. the companyId of no company) is bad input, not a conflict.
  if (err.code === '23503' && err.detail?.includes('is not present')) {
    return AppError.badRequest('Registro relacionado não encontrado.');
  }
  // 23001: the referencing foreign key says ON DELETE RESTRICT (e.g. a rental with reservations).
  if (err.code === '23503' || err.code === '23001') {
    return AppError.conflict(CONSTRAINT_MESSAGES[constraint] ?? 'Este registro está em uso por outros registros.');
  }
  if (err.code === '23P01') return AppError.conflict(EXCLUSION_MESSAGES[constraint] ?? 'Conflito com outro registro.');
  // Values no column can hold (an id beyond the integer range, a NUL character in text) are the caller's bad input.
  if (err.code === '22003') return AppError.badRequest('Valor numérico fora do intervalo permitido.');
  if (err.code === '22021' || err.code === '22P05') return AppError.badRequest('Texto com caracteres não permitidos.');
  return null;
}

function fromFastifyError(err: FastifyError): AppError | null {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return fieldErrorsToAppError(
      issuesToFieldErrors(
        err.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          code: v.keyword,
          keys: (v.params as { keys?: string[] }).keys,
          message: v.message ?? 'Valor inválido',
        })),
      ),
    );
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.badRequest('JSON inválido no corpo da requisição.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', 'Requisição grande demais.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', 'Tipo de conteúdo não suportado.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return AppError.badRequest('Tamanho do corpo da requisição inválido.');
  }
  if (err.statusCode === 429) return AppError.tooManyRequests();
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return AppError.badRequest(err.message);
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError =
      err instanceof AppError ? err : (fromFastifyError(err) ?? fromDatabaseError(err as unknown as TDatabaseError));
    if (appError) {
      const body = errorBody(appError);
      return reply.status(body.statusCode).send(body);
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Erro interno do servidor.',
      additionalData: null,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    const body = errorBody(AppError.notFound(`Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`));
    return reply.status(404).send(body);
  });
}
