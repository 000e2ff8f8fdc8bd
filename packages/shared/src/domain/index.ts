export * from './brazil.ts';
export * from './days.ts';
export * from './holidays-br.ts';
export * from './pricing.ts';
