import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths.ts';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: [...prerenderPaths],
  // React Router v8's behaviour, adopted on 7.x one flag at a time (reactrouter.com, "Upgrading
  // from v7").
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
