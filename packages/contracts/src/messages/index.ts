export * from './keys';
export * from './zod-keys';
