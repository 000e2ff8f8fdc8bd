import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  withPasswordConfirm,
  zBool,
  zCents,
  zCep,
  zCnpj,
  zCpf,
  zCpfOrCnpj,
  zDay,
  zEmail,
  zEnum,
  zId,
  zInt,
  zPassword,
  zPhone,
  zQueryId,
  zText,
  zTime,
} from './zod-fields.ts';

// The messages of a failed parse, or the parsed value: one assertion shows both outcome and wording.
const run = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((i) => i.message) };
};

const MISSING = [undefined, null, '', '   '];

describe('required fields', () => {
  const builders = {
    zText,
    zEmail,
    zPhone,
    zCpf,
    zCnpj,
    zCpfOrCnpj,
    zCep,
    zTime,
    zDay,
    zPassword,
    zInt,
    zCents,
    zId,
  };

  for (const [name, build] of Object.entries(builders)) {
    it(`${name} reports exactly '${MSG.required}' for undefined, null and blank strings`, () => {
      for (const value of MISSING) {
        expect(run(build({ required: true }), value)).toEqual({ messages: [MSG.required] });
      }
    });

    it(`${name} outputs null for missing values when optional`, () => {
      for (const value of MISSING) {
        expect(run(build({ required: false }), value)).toEqual({ value: null });
      }
    });
  }

  it('defaults to optional when required is not given', () => {
    expect(run(zText(), undefined)).toEqual({ value: null });
  });

  it('reports a missing object key as required', () => {
    const schema = z.object({ name: zText({ required: true }), email: zEmail() }).strict();
    const result = schema.safeParse({});
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: MSG.required })]);
  });

  it('fills absent optional keys with null', () => {
    const schema = z.object({ email: zEmail(), age: zInt() }).strict();
    expect(run(schema, {})).toEqual({ value: { email: null, age: null } });
  });
});

describe('wrong types', () => {
  it('report Valor inválido', () => {
    expect(run(zText({ required: true }), 12)).toEqual({ messages: [MSG.invalid] });
    expect(run(zEmail(), {})).toEqual({ messages: [MSG.invalid] });
    expect(run(zInt({ required: true }), '12')).toEqual({ messages: [MSG.invalid] });
    expect(run(zInt(), Number.NaN)).toEqual({ messages: [MSG.invalid] });
    expect(run(zBool(), 'true')).toEqual({ messages: [MSG.invalid] });
  });
});

describe('zText', () => {
  it('trims the value', () => {
    expect(run(zText({ required: true }), '  Ana  ')).toEqual({ value: 'Ana' });
  });

  it('rejects values over 255 characters by default', () => {
    expect(run(zText(), 'a'.repeat(255))).toEqual({ value: 'a'.repeat(255) });
    expect(run(zText(), 'a'.repeat(256))).toEqual({ messages: [MSG.tooLong(255)] });
  });

  it('uses the given max and measures after trimming', () => {
    expect(run(zText({ max: 3 }), 'abcd')).toEqual({ messages: [MSG.tooLong(3)] });
    expect(run(zText({ max: 3 }), ' abc ')).toEqual({ value: 'abc' });
  });
});

describe('format fields', () => {
  const cases: [string, z.ZodType, string, string, string][] = [
    ['zEmail', zEmail({ required: true }), ' ana@example.com ', 'ana@example.com', MSG.email],
    ['zPhone', zPhone({ required: true }), '(11) 98888-7777', '(11) 98888-7777', MSG.phone],
    ['zCpf', zCpf({ required: true }), '529.982.247-25', '529.982.247-25', MSG.cpf],
    ['zCnpj', zCnpj({ required: true }), '12.ABC.345/01DE-35', '12.ABC.345/01DE-35', MSG.cnpj],
    ['zCpfOrCnpj', zCpfOrCnpj({ required: true }), '11.222.333/0001-81', '11.222.333/0001-81', MSG.cpfOrCnpj],
    ['zCep', zCep({ required: true }), '01310-100', '01310-100', MSG.cep],
    ['zTime', zTime({ required: true }), '08:30', '08:30', MSG.time],
    ['zDay', zDay({ required: true }), '2024-02-29', '2024-02-29', MSG.date],
  ];

  for (const [name, schema, valid, output, message] of cases) {
    it(`${name} accepts a valid value and reports '${message}' for an invalid one`, () => {
      expect(run(schema, valid)).toEqual({ value: output });
      expect(run(schema, 'x1')).toEqual({ messages: [message] });
    });
  }

  it('validates optional fields when a value is given', () => {
    expect(run(zEmail(), 'ana@')).toEqual({ messages: [MSG.email] });
  });
});

describe('zTime', () => {
  it('rejects 00:00 only when strict', () => {
    expect(run(zTime(), '00:00')).toEqual({ value: '00:00' });
    expect(run(zTime({ strict: true }), '00:00')).toEqual({ messages: [MSG.time] });
  });
});

describe('zDay', () => {
  it('rejects past days when futureOnly', () => {
    expect(run(zDay({ futureOnly: true }), '1900-02-01')).toEqual({ messages: [MSG.notFuture] });
    expect(run(zDay({ futureOnly: true }), '2099-12-31')).toEqual({ value: '2099-12-31' });
  });

  it('reports an invalid date before the future check', () => {
    expect(run(zDay({ futureOnly: true }), '2025-02-29')).toEqual({ messages: [MSG.date] });
  });
});

describe('zPassword', () => {
  it('reports only the first problem', () => {
    expect(run(zPassword({ required: true }), 'abc')).toEqual({ messages: [MSG.passwordLength(8)] });
    expect(run(zPassword({ required: true }), 'abcdefgh')).toEqual({ messages: [MSG.passwordDigit] });
  });

  it('uses the given minimum length', () => {
    expect(run(zPassword({ minLength: 12 }), 'Senha123')).toEqual({ messages: [MSG.passwordLength(12)] });
  });

  it('rejects passwords over 255 characters', () => {
    expect(run(zPassword(), `Aa1${'x'.repeat(253)}`)).toEqual({ messages: [MSG.tooLong(255)] });
  });

  it('keeps surrounding spaces', () => {
    expect(run(zPassword(), ' Senha123 ')).toEqual({ value: ' Senha123 ' });
  });
});

describe('zInt', () => {
  it('accepts integers within the bounds', () => {
    expect(run(zInt({ required: true, min: 1, max: 10 }), 10)).toEqual({ value: 10 });
    expect(run(zInt({ required: true }), 0)).toEqual({ value: 0 });
  });

  it('reports non-integers and values out of bounds', () => {
    expect(run(zInt(), 1.5)).toEqual({ messages: [MSG.notInteger] });
    expect(run(zInt({ min: 1 }), 0)).toEqual({ messages: [MSG.invalid] });
    expect(run(zInt({ max: 10 }), 11)).toEqual({ messages: [MSG.invalid] });
  });
});

describe('zCents', () => {
  it('treats 0 as missing when required', () => {
    expect(run(zCents({ required: true }), 0)).toEqual({ messages: [MSG.required] });
    expect(run(zCents({ required: true }), 1990)).toEqual({ value: 1990 });
  });

  it('keeps 0 when optional', () => {
    expect(run(zCents(), 0)).toEqual({ value: 0 });
  });

  it('rejects negative and fractional cents', () => {
    expect(run(zCents(), -1)).toEqual({ messages: [MSG.invalid] });
    expect(run(zCents(), 10.5)).toEqual({ messages: [MSG.notInteger] });
  });

  it('accepts negative values when min allows', () => {
    expect(run(zCents({ min: -500 }), -500)).toEqual({ value: -500 });
  });
});

describe('zBool', () => {
  it('outputs the default when absent or null', () => {
    expect(run(zBool(), undefined)).toEqual({ value: false });
    expect(run(zBool({ default: true }), null)).toEqual({ value: true });
  });

  it('keeps a given boolean', () => {
    expect(run(zBool({ default: true }), false)).toEqual({ value: false });
  });
});

describe('zEnum', () => {
  const types = ['admin', 'company'] as const;

  it('accepts one of the values', () => {
    expect(run(zEnum(types, { required: true }), 'admin')).toEqual({ value: 'admin' });
  });

  it("treats '' and '0' as missing", () => {
    expect(run(zEnum(types, { required: true }), '0')).toEqual({ messages: [MSG.required] });
    expect(run(zEnum(types, { required: true }), '')).toEqual({ messages: [MSG.required] });
    expect(run(zEnum(types), '0')).toEqual({ value: null });
  });

  it('rejects other values', () => {
    expect(run(zEnum(types), 'root')).toEqual({ messages: [MSG.invalid] });
  });
});

describe('zId', () => {
  it('accepts positive integers', () => {
    expect(run(zId({ required: true }), 7)).toEqual({ value: 7 });
  });

  it('treats 0 as missing', () => {
    expect(run(zId({ required: true }), 0)).toEqual({ messages: [MSG.required] });
    expect(run(zId(), 0)).toEqual({ value: null });
  });

  it('rejects numeric strings, negatives and fractions', () => {
    expect(run(zId(), '7')).toEqual({ messages: [MSG.invalid] });
    expect(run(zId(), -1)).toEqual({ messages: [MSG.invalid] });
    expect(run(zId(), 1.5)).toEqual({ messages: [MSG.invalid] });
  });
});

describe('zQueryId', () => {
  it('coerces digit-only strings and keeps numbers', () => {
    expect(run(zQueryId, '42')).toEqual({ value: 42 });
    expect(run(zQueryId, 42)).toEqual({ value: 42 });
  });

  it('is required', () => {
    expect(run(zQueryId, undefined)).toEqual({ messages: [MSG.required] });
    expect(run(zQueryId, '0')).toEqual({ messages: [MSG.required] });
  });

  it('rejects non-numeric, signed and fractional strings', () => {
    for (const value of ['abc', '-1', '1.5', '1e3', ' 4']) {
      expect(run(zQueryId, value)).toEqual({ messages: [MSG.invalid] });
    }
  });

  it('can be made optional for filters', () => {
    expect(run(zQueryId.optional(), undefined)).toEqual({ value: undefined });
  });
});

describe('object composition', () => {
  const create = z.object({ name: zText({ required: true }), email: zEmail(), isActive: zBool({ default: true }) });

  it('rejects unknown keys in strict schemas', () => {
    const result = create.strict().safeParse({ name: 'Ana', extra: 1 });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('leaves absent keys out of partial updates, defaults included', () => {
    expect(run(create.partial().strict(), { email: 'ana@example.com' })).toEqual({
      value: { email: 'ana@example.com' },
    });
  });

  it('still refuses to clear a required field in a partial update', () => {
    expect(run(create.partial(), { name: '' })).toEqual({ messages: [MSG.required] });
  });

  it('lets a partial update clear an optional field', () => {
    expect(run(create.partial(), { email: '' })).toEqual({ value: { email: null } });
  });
});

describe('withPasswordConfirm', () => {
  const schema = withPasswordConfirm(z.object({ password: zPassword({ required: true }) }).strict());

  it('accepts matching passwords and keeps the confirm key in strict schemas', () => {
    expect(run(schema, { password: 'Senha123', password_confirm: 'Senha123' })).toEqual({
      value: { password: 'Senha123', password_confirm: 'Senha123' },
    });
  });

  it('reports a mismatch on the confirm field', () => {
    const result = schema.safeParse({ password: 'Senha123', password_confirm: 'Senha124' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirm'], message: MSG.passwordConfirm }),
    ]);
  });

  it('reports an empty confirmation as a mismatch', () => {
    expect(run(schema, { password: 'Senha123', password_confirm: '' })).toEqual({ messages: [MSG.passwordConfirm] });
  });

  it('lets API callers omit the confirmation', () => {
    expect(run(schema, { password: 'Senha123' })).toEqual({ value: { password: 'Senha123' } });
  });

  it('reports the mismatch alongside other field errors', () => {
    const withName = withPasswordConfirm(
      z.object({ name: zText({ required: true }), password: zPassword({ required: true }) }),
    );
    expect(run(withName, { password: 'Senha123', password_confirm: 'x' })).toEqual({
      messages: [MSG.required, MSG.passwordConfirm],
    });
  });

  it('uses the given field name', () => {
    const custom = withPasswordConfirm(z.object({ newPassword: zPassword({ required: true }) }), 'newPassword');
    const result = custom.safeParse({ newPassword: 'Senha123', newPassword_confirm: 'Senha999' });
    expect(result.error?.issues[0]?.path).toEqual(['newPassword_confirm']);
  });

  it('accepts an optional password left empty with an empty confirmation', () => {
    const update = withPasswordConfirm(z.object({ password: zPassword() }).partial().strict());
    expect(run(update, { password: '', password_confirm: '' })).toEqual({
      value: { password: null, password_confirm: '' },
    });
    expect(run(update, {})).toEqual({ value: {} });
  });
});
