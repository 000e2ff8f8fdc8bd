import { defineConfig } from 'vite';

// React's automatic JSX runtime through esbuild: @vitejs/plugin-react needs a newer Vite than installs here.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
