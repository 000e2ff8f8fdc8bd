import {
  clientView,
  companyView,
  roleView,
  type TFieldDescriptor,
  userView,
  ZClientCreate,
  ZCompanyCreate,
  ZRoleCreate,
  ZRoleUpdate,
  ZUserCreate,
  ZUserUpdate,
} from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import {
  activeSteps,
  applyChange,
  buildPayload,
  confirmErrors,
  errorLines,
  errorOf,
  errorsOfStep,
  fieldLabels,
  fieldStatus,
  initialValues,
  issuesToErrors,
  selectQuery,
  serverFieldErrors,
  stepOfFirstError,
  subErrors,
  type TFormContext,
  typeDefault,
  validateForm,
} from './form-model.ts';

const adminNew: TFormContext = { mode: 'new', isAdmin: true };
const adminEdit: TFormContext = { mode: 'edit', isAdmin: true };
const companyNew: TFormContext = { mode: 'new', isAdmin: false };
const companyEdit: TFormContext = { mode: 'edit', isAdmin: false };

const field = (over: Partial<TFieldDescriptor>): TFieldDescriptor => ({
  property: 'x',
  title: 'X',
  type: 'string',
  ...over,
});

describe('defaults', () => {
  it('follows the spec per type', () => {
    expect(typeDefault('string')).toBe('');
    expect(typeDefault('boolean')).toBe(false);
    expect(typeDefault('currency')).toBe(0);
    expect(typeDefault('integer')).toBe(0);
    expect(typeDefault('date')).toBeNull();
    expect(typeDefault('datetime')).toBeNull();
    expect(typeDefault('array')).toEqual([]);
    expect(typeDefault('gallery')).toEqual([]);
    expect(typeDefault('manytomanyfk')).toEqual([]);
    expect(typeDefault('permissions')).toEqual([]);
    expect(typeDefault('onetoonefk')).toEqual({});
  });

  it('starts a new record from defaultValue and the type defaults, with empty confirmations', () => {
    expect(initialValues(userView.fields, 'new')).toEqual({
      name: '',
      email: '',
      type: 'company',
      companyId: null,
      roleId: null,
      password: '',
      password_confirm: '',
      isActive: true,
      tfaEnabled: false,
      canDeleteItself: false,
    });
  });

  it('starts an edit from the row, empty values taking the type default and passwords empty', () => {
    const row = { id: 3, name: 'Ana', email: 'a@b.co', type: 'company', companyId: 2, roleId: null, isActive: false };
    const values = initialValues(userView.fields, 'edit', row);
    expect(values).toMatchObject({ name: 'Ana', companyId: 2, roleId: null, isActive: false, password: '' });
    expect(values.tfaEnabled).toBe(false);
  });

  it('does not share a default list between forms', () => {
    const fields = [field({ type: 'array', defaultValue: [] })];
    expect(initialValues(fields, 'new').x).not.toBe(fields[0]?.defaultValue);
  });
});

describe('visibility and payload', () => {
  it('hides admin-only fields from company users and sends only declared defaults', () => {
    const values = initialValues(userView.fields, 'new');
    const typeField = userView.fields.find((f) => f.property === 'type') as TFieldDescriptor;
    const companyField = userView.fields.find((f) => f.property === 'companyId') as TFieldDescriptor;
    expect(fieldStatus(typeField, values, companyNew)).toBe('hidden');
    expect(fieldStatus(companyField, values, companyNew)).toBe('omitted');
    const payload = buildPayload(userView.fields, values, companyNew);
    expect(payload.type).toBe('company');
    expect('companyId' in payload).toBe(false);
    expect('password_confirm' in payload).toBe(false);
  });

  it('sends a field hidden by its show condition as null', () => {
    const values = { ...initialValues(userView.fields, 'new'), type: 'admin', companyId: 4 };
    const companyField = userView.fields.find((f) => f.property === 'companyId') as TFieldDescriptor;
    expect(fieldStatus(companyField, values, adminNew)).toBe('nulled');
    expect(buildPayload(userView.fields, values, adminNew).companyId).toBeNull();
    expect(buildPayload(userView.fields, { ...values, type: 'company' }, adminNew).companyId).toBe(4);
  });

  it('leaves out fields not sent in the mode, adds the id on edit and drops an empty password', () => {
    const values = initialValues(roleView.fields, 'edit', {
      name: 'R',
      type: 'company',
      companyId: 1,
      permissions: [],
    });
    const payload = buildPayload(roleView.fields, values, adminEdit, 9);
    expect(payload).toEqual({ name: 'R', companyId: 1, permissions: [], id: 9 });
    const user = buildPayload(userView.fields, initialValues(userView.fields, 'edit', { name: 'U' }), adminEdit, 2);
    expect('password' in user).toBe(false);
    expect(buildPayload(userView.fields, { password: 'Abcdef12' }, adminEdit, 2).password).toBe('Abcdef12');
  });

  it('treats dontCreate, dontUpdate and dontCreateFormField apart', () => {
    const fields = [
      field({ property: 'a', dontCreate: true }),
      field({ property: 'b', dontUpdate: true }),
      field({ property: 'c', dontCreateFormField: true, defaultValue: 'x' }),
    ];
    const values = initialValues(fields, 'new');
    expect(fields.map((f) => fieldStatus(f, values, adminNew))).toEqual(['omitted', 'shown', 'hidden']);
    expect(fields.map((f) => fieldStatus(f, values, adminEdit))).toEqual(['shown', 'omitted', 'shown']);
    expect(buildPayload(fields, values, adminNew)).toEqual({ b: '', c: 'x' });
  });

  it('shows a field when every condition holds one of its values', () => {
    const f = field({ showIf: { kind: ['a', 'b'], on: [true] } });
    expect(fieldStatus(f, { kind: 'b', on: true }, adminNew)).toBe('shown');
    expect(fieldStatus(f, { kind: 'c', on: true }, adminNew)).toBe('nulled');
    expect(fieldStatus(f, { kind: 'a', on: false }, adminNew)).toBe('nulled');
  });
});

describe('validation with the shared schemas', () => {
  it('reports the server words for each field', () => {
    const values = { ...initialValues(clientView.fields, 'new'), phone: '(11) 1234', email: 'x' };
    expect(validateForm(ZClientCreate, clientView.fields, values, companyNew)).toEqual({
      name: 'Campo obrigatório',
      phone: 'Telefone inválido',
      email: 'E-mail inválido',
    });
  });

  it('accepts a valid client of a company user without companyId', () => {
    const values = { name: 'Ana', phone: '(11) 99999-8888', email: 'ana@exemplo.com.br', companyId: null };
    expect(validateForm(ZClientCreate, clientView.fields, values, companyNew)).toEqual({});
  });

  it('checks the password confirmation in the form', () => {
    const values = {
      ...initialValues(userView.fields, 'new'),
      name: 'Bia',
      email: 'bia@exemplo.com',
      type: 'admin',
      password: 'Senha123',
      password_confirm: 'Senha124',
    };
    expect(validateForm(ZUserCreate, userView.fields, values, adminNew)).toEqual({
      password_confirm: 'Senhas devem ser iguais',
    });
    expect(validateForm(ZUserCreate, userView.fields, { ...values, password_confirm: 'Senha123' }, adminNew)).toEqual(
      {},
    );
  });

  it('lets an edit keep the password when both boxes are empty', () => {
    const values = initialValues(userView.fields, 'edit', { name: 'Bia', email: 'bia@exemplo.com', type: 'admin' });
    expect(confirmErrors(userView.fields, values, adminEdit)).toEqual({});
    expect(validateForm(ZUserUpdate, userView.fields, values, adminEdit, 5)).toEqual({});
  });

  it('reports the password policy', () => {
    const values = { ...initialValues(userView.fields, 'new'), password: 'abc', password_confirm: 'abc' };
    expect(validateForm(ZUserCreate, userView.fields, values, companyNew).password).toBe(
      'A senha deve ter pelo menos 8 caracteres',
    );
  });

  it('validates a role per step and finds the step of the first error', () => {
    const values = initialValues(roleView.fields, 'new');
    const errors = validateForm(ZRoleCreate, roleView.fields, values, adminNew);
    expect(errors).toMatchObject({ name: 'Campo obrigatório', permissions: 'Adicione pelo menos um item' });
    expect(Object.keys(errorsOfStep(errors, roleView.fields, 0))).toEqual(['name']);
    expect(Object.keys(errorsOfStep(errors, roleView.fields, 1))).toEqual(['permissions']);
    expect(stepOfFirstError({ permissions: 'x' }, roleView.fields)).toBe(1);
    expect(stepOfFirstError({ _form: 'x' }, roleView.fields)).toBeUndefined();
    const valid = { ...values, name: 'Recepção', companyId: 1, permissions: ['CLIENT:LIST'] };
    expect(validateForm(ZRoleCreate, roleView.fields, valid, adminNew)).toEqual({});
    expect(validateForm(ZRoleUpdate, roleView.fields, valid, companyEdit, 3)).toEqual({});
  });

  it('validates the company administrator step, its confirmation included', () => {
    const values = {
      ...initialValues(companyView.fields, 'new'),
      name: 'Pousada',
      adminEmail: 'adm@pousada.com',
      adminPassword: 'Senha123',
    };
    const errors = validateForm(ZCompanyCreate, companyView.fields, values, adminNew);
    expect(errors).toEqual({ adminPassword_confirm: 'Senhas devem ser iguais' });
    expect(errorsOfStep(errors, companyView.fields, 2)).toEqual(errors);
    expect(stepOfFirstError(errors, companyView.fields)).toBe(2);
  });
});

describe('errors', () => {
  it('maps zod issues by path, first message first, unknown keys named', () => {
    expect(
      issuesToErrors([
        { path: ['name'], message: 'a' },
        { path: ['name'], message: 'b' },
        { path: ['clients', 0, 'email'], message: 'E-mail inválido' },
        { path: [], code: 'unrecognized_keys', keys: ['foo'], message: 'x' },
        { path: [], message: 'geral' },
      ]),
    ).toEqual({ name: 'a', 'clients.0.email': 'E-mail inválido', foo: 'Campo não permitido', _form: 'geral' });
  });

  it('reads server field messages', () => {
    expect(serverFieldErrors({ companyId: 'Campo obrigatório', n: 1 })).toEqual({ companyId: 'Campo obrigatório' });
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors(['x'])).toEqual({});
  });

  it('shows nested errors under their list', () => {
    expect(errorOf({ 'clients.1.name': 'Campo obrigatório' }, 'clients')).toBe('Campo obrigatório');
    expect(errorOf({ clientsX: 'y' }, 'clients')).toBeUndefined();
  });

  it('hands each sub-form the errors inside it', () => {
    const errors = { 'clients.0.name': 'a', 'clients.1.email': 'b', clients: 'c', other: 'd' };
    expect(subErrors(errors, 'clients.1')).toEqual({ email: 'b' });
    expect(subErrors(errors, 'clients')).toEqual({ '0.name': 'a', '1.email': 'b' });
  });

  it('writes label: message lines in field order', () => {
    const fields = [
      ...companyView.fields,
      field({
        property: 'clients',
        title: 'Hóspedes',
        singularTitle: 'Hóspede',
        type: 'array',
        subProperties: [field({ property: 'email', title: 'E-mail' })],
      }),
    ];
    expect(
      errorLines(
        {
          'clients.0.email': 'E-mail inválido',
          adminPassword_confirm: 'Senhas devem ser iguais',
          name: 'Campo obrigatório',
          other: 'x',
        },
        fields,
      ),
    ).toEqual([
      'Nome: Campo obrigatório',
      'Confirmação de senha do administrador: Senhas devem ser iguais',
      'Hóspede 1 - E-mail: E-mail inválido',
      'other: x',
    ]);
    expect(fieldLabels(userView.fields).password_confirm).toBe('Confirmação de senha');
  });
});

describe('steps', () => {
  it('skips steps with nothing to fill', () => {
    const values = initialValues(companyView.fields, 'edit', { name: 'P' });
    expect(activeSteps(3, companyView.fields, values, adminEdit)).toEqual([0, 1]);
    expect(activeSteps(3, companyView.fields, initialValues(companyView.fields, 'new'), adminNew)).toEqual([0, 1, 2]);
  });
});

describe('changes', () => {
  it('drops a dependent choice and permissions the new type may not hold', () => {
    const values = { type: 'admin', companyId: null, roleId: 4, permissions: ['COMPANY:LIST', 'CLIENT:LIST'] };
    const fields = [...userView.fields, ...roleView.fields.filter((f) => f.property === 'permissions')];
    const next = applyChange(fields, values, 'type', 'company');
    expect(next).toMatchObject({ type: 'company', roleId: null, permissions: ['CLIENT:LIST'] });
    expect(applyChange(fields, values, 'type', 'admin')).toEqual(values);
  });

  it('keeps dependent values when the value did not change, and fills automatic values', () => {
    const fields = [
      field({ property: 'rentalId', type: 'fk' }),
      field({ property: 'rentalName', automaticValueFrom: 'rentalId' }),
      field({ property: 'other', type: 'fk', dependsOnOtherProp: 'rentalId' }),
    ];
    expect(applyChange(fields, { rentalId: 1, other: 5 }, 'rentalId', 1, 'Casa')).toEqual({
      rentalId: 1,
      rentalName: 'Casa',
      other: 5,
    });
    expect(applyChange(fields, { rentalId: 1, other: 5 }, 'rentalId', 2)).toEqual({
      rentalId: 2,
      rentalName: 2,
      other: null,
    });
  });

  it('builds the select query from the values it depends on', () => {
    const roleField = userView.fields.find((f) => f.property === 'roleId') as TFieldDescriptor;
    const values = { ...initialValues(userView.fields, 'new'), companyId: 7 };
    expect(selectQuery(roleField, userView.fields, values, adminNew)).toEqual({
      pageSize: 100,
      type: 'company',
      companyId: 7,
    });
    expect(selectQuery(roleField, userView.fields, { ...values, type: 'admin' }, adminNew)).toEqual({
      pageSize: 100,
      type: 'admin',
    });
    const fixed = field({ type: 'fk', listingForSelect: { resource: 'x', labelKey: 'n', query: { kind: 'a' } } });
    expect(selectQuery(fixed, [fixed], {}, adminNew)).toEqual({ pageSize: 100, kind: 'a' });
  });
});
