import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.LF_BACKEND ?? 'http://127.0.0.1:8080';
const proxied = ['/lfscada', '/org', '/usual', '/files'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false, ws: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false, ws: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Keep the framework and the UI library in their own long-cached chunks, so no single
        // bundle carries everything and a screen change downloads only that screen.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack|zustand|dayjs|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
