import './zod-locale.ts';

export * from './card.ts';
export * from './cep.ts';
export * from './cpf-cnpj.ts';
export * from './dates.ts';
export * from './email.ts';
export * from './messages.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './time.ts';
export * from './zod-fields.ts';
