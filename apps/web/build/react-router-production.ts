import type { Plugin } from 'vite';

/**
 * react-router 7 publishes one build for development and production: its package.json points
 * every condition at `dist/development` (remix-run/react-router#12532, "intended to be
 * temporary"), whose only difference from `dist/production` is `ENABLE_DEV_WARNINGS = true`. In
 * a build of ours this plugin makes it the production one, and drops the top-level
 * `X.displayName = "..."` lines (names for React DevTools): each such line is a use of X, so
 * the bundler kept components we never render (Form with its submit and fetcher helpers,
 * NavLink, ScrollRestoration, the history router) in the first load. Lines are emptied, not
 * removed, so line numbers (and the source map) stay.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, ''),
        map: null,
      };
    },
  };
}
