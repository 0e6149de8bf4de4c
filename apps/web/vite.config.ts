import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
import { loadWebEnv } from './env.ts';

const env = loadWebEnv();

export default defineConfig({
  plugins: [tailwindcss(), imagetools({ removeMetadata: true }), reactRouter()],
  define: {
    __API_URL__: JSON.stringify(env.VITE_API_URL),
    __SITE_URL__: JSON.stringify(env.SITE_URL),
  },
  build: { assetsInlineLimit: 0 },
  server: { port: 3000, strictPort: true },
});
