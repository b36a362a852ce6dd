import { nlApp } from './nl-app';
import { nlPublic } from './nl-public';

/**
 * Dutch texts: the default and fallback language (SPEC §1, §9), in two parts so the login page
 * does not load the screens' texts (`nl-public.ts` first, `nl-app.ts` with the shell). `en.ts`
 * must have exactly the same keys; its type (`TTranslations`) makes a missing or extra key a
 * type error. At run time only tests use this joined object.
 */
export const nl = { ...nlPublic, ...nlApp };

type TDeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : TDeepStrings<T[K]> };
export type TTranslations = TDeepStrings<typeof nl>;
