export * from './api/index.ts';
export * from './domain/index.ts';
export * from './permissions/index.ts';
export * from './resources/index.ts';
export * from './validation/index.ts';
