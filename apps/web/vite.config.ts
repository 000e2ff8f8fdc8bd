import { defineConfig } from 'vite';

// React's automatic JSX runtime through esbuild: @vitejs/plugin-react needs a newer Vite than installs here.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Libraries mark their modules 'use client' for server-component bundlers; a plain SPA ignores it safely.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
