export * from './cep.ts';
export * from './error-body.ts';
export * from './geocode.ts';
export * from './integration.ts';
export * from './list-query.ts';
export * from './login.ts';
export * from './public-config.ts';
export * from './reservation.ts';
