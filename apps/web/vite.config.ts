import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: webPort,
    // Scripts and the proxy rely on this exact port; failing beats silently moving.
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  preview: {
    port: webPort,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
