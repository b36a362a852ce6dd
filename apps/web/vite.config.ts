import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { reactRouterProduction } from './build/react-router-production';

/*
 * The code every page needs before its first paint in two chunks instead of dozens. Left to
 * itself, the bundler cuts a chunk for every set of screens that shares a module (one per
 * Mantine component, hook or helper): the dashboard's first load was 73 files, each compressed
 * on its own, so the same React and Mantine idioms were sent again in each. A group captures
 * the modules named here and everything they import (rolldown `codeSplitting.groups`); a module
 * goes to the group of highest priority that reaches it.
 * - start: what `main.tsx` imports (React, the router, TanStack Query, i18next, Mantine's core,
 *   the public texts, who is signed in, the logo), all of TanStack Query, the server's texts
 *   and the naming hook (every form shows them, the login page's too: in the shell they put the
 *   whole shell chunk in the login page's first load, 172 -> 159 KB in issue 27), and the
 *   Mantine components of the login page, which the signed-in screens use too: every page. A component
 *   the login page uses that is left to the shell (as Divider was) puts the whole shell chunk
 *   in the login page's first load (14 KB gzip in issue 26). `main.tsx` itself stays the entry.
 * - shell: the top bar and what the dashboard shows besides its own route chunk (the Mantine
 *   components of its tabs, filters and cards, which most screens use too): every signed-in
 *   page, not the login page.
 * Everything else (screens, dialogs, menus, dnd-kit, zod, the live updates with socket.io) is
 * split as before.
 */
const FIRST_LOAD_CHUNKS = [
  {
    name: 'start',
    priority: 2,
    test: /[\\/]src[\\/](app[\\/](providers|query-client|routes|error-handler|navigator|route-prefetch)\.tsx?|i18n[\\/]index\.ts|lib[\\/](current-user|prefetch|server-messages|use-terms)\.ts|components[\\/]Logo\.tsx)$|[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/](utils|DirectionProvider)[\\/]|[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Button|CloseButton|Divider|Group|Input|InputBase|List|Loader|Paper|Stack|Text|Title)[\\/]/,
  },
  {
    name: 'shell',
    priority: 1,
    test: /[\\/]src[\\/](app[\\/](use-realtime|layout[\\/](TopBar|use-shell-context|ShellLayout))|i18n[\\/]nl-shell|lib[\\/](education-queries|education-parent-queries|education-changes|faculty-queries)|components[\\/](PageLoader|Page|ExportButtonSlot)|features[\\/]dashboard[\\/]components[\\/]ActionsButton)\.tsx?$|[\\/]contracts[\\/]src[\\/](education-labels|education-constants|rules[\\/]education-sort)\.ts$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Tabs|NativeSelect|Badge|Skeleton)[\\/]/,
  },
];

// `@cp/contracts` is a workspace symlink whose package.json points at TypeScript source;
// Vite compiles it like our own code, so no alias is needed for it.
export default defineConfig({
  plugins: [react(), reactRouterProduction(), precompress()],
  resolve: {
    // `@/` keeps imports across src/ folders readable and lets lint tell app -> features apart.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up the first-load JavaScript of a route.
    manifest: true,
    // Every browser we support (Chromium and Firefox, lib/browser-support.ts) preloads modules
    // itself; without it a browser would load the same modules, only not ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
