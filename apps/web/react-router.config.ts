import type { Config } from '@react-router/dev/config';

// A single-page app: the API server serves build/client with an index.html fallback.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
} satisfies Config;
