import type { Config } from '@react-router/dev/config';

// A single-page app: the API server serves build/client with an index.html fallback.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  // Opt in to React Router 8 behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
