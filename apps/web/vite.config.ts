import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// `@cp/contracts` is a workspace symlink whose package.json points at TypeScript source;
// Vite compiles it like our own code, so no alias is needed for it.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // `@/` keeps imports across src/ folders readable and lets lint tell app -> features apart.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` add up the first-load JavaScript of a route.
    manifest: true,
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
