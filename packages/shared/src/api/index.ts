export * from './error-body.ts';
export * from './list-query.ts';
export * from './login.ts';
