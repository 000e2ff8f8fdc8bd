export * from './brazil.ts';
