import { loadEnv, type Plugin } from 'vite';
import { readRenamedSetting, SITE_PUBLISHABLE_KEY } from './renamed-settings.ts';

/**
 * Says once, on `npm start` and on every build, when the site's key is set only under its legacy
 * name (VITE_SUPABASE_ANON_KEY); src/config/env.ts reads it there too.
 */
export function legacyKeyNotice(): Plugin {
  return {
    name: 'legacy-key-notice',
    configResolved(config) {
      if (config.build.ssr) return; // the prerender's server build: the client build already said it
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env };
      readRenamedSetting(env, SITE_PUBLISHABLE_KEY, (line) => config.logger.warn(line));
    },
  };
}
