import { nlApp } from './nl-app';
import { nlPublic } from './nl-public';
import { nlShell } from './nl-shell';

/**
 * Dutch texts: the default and fallback language (docs/foundation-brief.md "The shell"), in three
 * parts so the login page does not load the screens' texts (`nl-public.ts` first, `nl-shell.ts`
 * with the shell and the dashboard, `nl-app.ts` with the other screens). `en.ts` must have exactly
 * the same keys; its type (`TTranslations`) makes a missing or extra key a type error. At run time
 * only tests use this joined object.
 */
export const nl = { ...nlPublic, ...nlShell, ...nlApp };

type TDeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : TDeepStrings<T[K]> };
export type TTranslations = TDeepStrings<typeof nl>;
