export * from './client.ts';
export * from './company.ts';
export * from './field-descriptor.ts';
export * from './resource-schema.ts';
export * from './role.ts';
export * from './settings.ts';
export * from './user.ts';
