import { z } from 'zod';
import { isValidCep } from './cep.ts';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from './cpf-cnpj.ts';
import { isTodayOrLater, isValidDay, todayInSaoPaulo } from './dates.ts';
import { isValidEmail } from './email.ts';
import { MSG } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password.ts';
import { isValidPhone } from './phone.ts';
import { isValidTime } from './time.ts';

type TRequiredOption<R extends boolean> = { required?: R };

// Required fields output the value; optional ones output null when empty.
export type TField<T, I, R extends boolean> = z.ZodType<R extends true ? T : T | null, I | null | undefined>;

type TProblem = (v: string) => string | undefined;

const isBlank = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '');

// Selects post 0 / '0' for "nothing chosen", so option-like fields treat it as missing.
const isUnset = (v: unknown): boolean => isBlank(v) || v === 0 || v === '0';

// Every builder funnels missing values through here: the API detects a missing field by MSG.required alone,
// so it must be the only issue raised. A preprocess (not .default/.transform) keeps .partial() skipping absent keys.
function handleMissing<S extends z.ZodType, R extends boolean>(
  schema: S,
  required: R | undefined,
  isMissing: (v: unknown) => boolean = isBlank,
): TField<z.output<S>, z.input<S>, R> {
  return z.preprocess(
    (v, ctx) => {
      if (!isMissing(v)) return v;
      if (required) ctx.addIssue({ code: 'custom', message: MSG.required });
      return null;
    },
    required ? schema : schema.nullable(),
  ) as never; // TS cannot tie the runtime branch on `required` to the conditional TField type.
}

const unless =
  (test: (v: string) => boolean, message: string): TProblem =>
  (v) =>
    test(v) ? undefined : message;

const zString = (problem: TProblem, trim = true) => {
  const base = z.string({ error: MSG.invalid });
  return (trim ? base.trim() : base).superRefine((v, ctx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
};

const zInteger = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: MSG.invalid })
    .int({ error: MSG.notInteger, abort: true })
    .min(min, MSG.invalid)
    .max(max, MSG.invalid);

const zPositiveInt = z.number({ error: MSG.invalid }).int(MSG.invalid).positive(MSG.invalid);

export function zText<R extends boolean = false>({ required, max = 255 }: TRequiredOption<R> & { max?: number } = {}) {
  return handleMissing(
    zString((v) => (v.length > max ? MSG.tooLong(max) : undefined)),
    required,
  );
}

export function zEmail<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidEmail, MSG.email)), required);
}

export function zPhone<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidPhone, MSG.phone)), required);
}

export function zCpf<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidCpf, MSG.cpf)), required);
}

export function zCnpj<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidCnpj, MSG.cnpj)), required);
}

export function zCpfOrCnpj<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidCpfOrCnpj, MSG.cpfOrCnpj)), required);
}

export function zCep<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zString(unless(isValidCep, MSG.cep)), required);
}

export function zTime<R extends boolean = false>({ required, strict }: TRequiredOption<R> & { strict?: boolean } = {}) {
  return handleMissing(zString(unless((v) => isValidTime(v, { strict }), MSG.time)), required);
}

// futureOnly reads the clock at parse time, so a long-lived schema never goes stale.
export function zDay<R extends boolean = false>({
  required,
  futureOnly,
}: TRequiredOption<R> & { futureOnly?: boolean } = {}) {
  return handleMissing(
    zString((v) => {
      if (!isValidDay(v)) return MSG.date;
      return futureOnly && !isTodayOrLater(v, todayInSaoPaulo()) ? MSG.notFuture : undefined;
    }),
    required,
  );
}

// Not trimmed: spaces are legitimate password characters.
export function zPassword<R extends boolean = false>({
  required,
  minLength = PASSWORD_MIN_LENGTH,
}: TRequiredOption<R> & { minLength?: number } = {}) {
  return handleMissing(
    zString(
      (v) =>
        passwordProblems(v, minLength)[0] ??
        (v.length > PASSWORD_MAX_LENGTH ? MSG.tooLong(PASSWORD_MAX_LENGTH) : undefined),
      false,
    ),
    required,
  );
}

export function zInt<R extends boolean = false>({
  required,
  min,
  max,
}: TRequiredOption<R> & { min?: number; max?: number } = {}) {
  return handleMissing(zInteger(min, max), required);
}

// Required currency must not be 0 (spec: numeric, currency and option fields must not be 0); optional keeps 0.
export function zCents<R extends boolean = false>({
  required,
  min = 0,
  max,
}: TRequiredOption<R> & { min?: number; max?: number } = {}) {
  return handleMissing(zInteger(min, max), required, required ? isUnset : isBlank);
}

// Absent or null means the default; a preprocess rather than .default() so .partial() leaves absent keys absent.
export function zBool({ default: fallback = false }: { default?: boolean } = {}) {
  return z.preprocess((v: boolean | null | undefined) => v ?? fallback, z.boolean({ error: MSG.invalid }));
}

export function zEnum<const T extends readonly [string, ...string[]], R extends boolean = false>(
  values: T,
  { required }: TRequiredOption<R> = {},
) {
  return handleMissing(z.enum(values, { error: MSG.invalid }), required, isUnset);
}

// JSON bodies carry ids as numbers; strings are refused here (see zQueryId).
export function zId<R extends boolean = false>({ required }: TRequiredOption<R> = {}) {
  return handleMissing(zPositiveInt, required, isUnset);
}

// A required schema, not a builder: callers (filters, update ids) chain .optional() themselves.
// Query strings only carry text, so digit-only strings become numbers; numbers pass as they are.
export const zQueryId = handleMissing(
  z.preprocess((v: string | number) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), zPositiveInt),
  true,
  isUnset,
);

// Blank confirmations become null to match an optional password left empty.
// No preprocess: an absent confirmation must stay absent (undefined) so API callers may omit it.
const zConfirm = z.string({ error: MSG.invalid }).max(PASSWORD_MAX_LENGTH, MSG.tooLong(PASSWORD_MAX_LENGTH)).nullish();

// Declares the confirm key too, so .strict() schemas accept it. Apply .partial() before this: zod forbids it after a refine.
export function withPasswordConfirm<S extends z.ZodObject, F extends string = 'password'>(
  schema: S,
  field: F = 'password' as F,
) {
  const confirm = `${field}_confirm` as const;
  return schema.extend({ [confirm]: zConfirm } as Record<typeof confirm, typeof zConfirm>).refine(
    (data) => {
      const values = data as Record<string, unknown>;
      // API callers may omit the confirmation; a form always sends it (empty counts as sent).
      if (values[confirm] === undefined) return true;
      const blankToNull = (v: unknown) => (isBlank(v) ? null : v);
      return blankToNull(values[field]) === blankToNull(values[confirm]);
    },
    {
      message: MSG.passwordConfirm,
      path: [confirm],
      // By default zod skips object refinements once any field failed; the mismatch should still show in forms.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}
