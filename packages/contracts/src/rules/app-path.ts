/*
 * Where a sign-in may send someone on (`next`): a path of this app, never another site (no open
 * redirect). Without zod, for the login page's first render; ZSsoNextPathSchema applies it too.
 */
export const APP_PATH_MAX_LENGTH = 500;
export const APP_PATH = /^\/(?![/\\])[^\s]*$/;

export const isAppPath = (value: string): boolean =>
  value.length <= APP_PATH_MAX_LENGTH && APP_PATH.test(value);
