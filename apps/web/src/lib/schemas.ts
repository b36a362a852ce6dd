/**
 * The contract schemas, reached only through a dynamic import in `api.ts`: zod is the largest
 * library we use, and no screen needs it before its first answer arrives. Never import this
 * file statically.
 */
export * from '@cp/contracts';
