// `npm start`: the local stand-in for Supabase plus the Vite dev server, or only Vite when
// a hosted project is configured (VITE_SUPABASE_URL in the environment or a .env file).
import { createServer, loadEnv } from 'vite';
import { formatBanner } from '#scripts/support/banner.ts';
import { PROJECT_ROOT, standInSettingsFromEnv, startStandIn } from '#scripts/support/local-stand-in.ts';
import { assertPortFree, portFromEnv } from '#scripts/support/ports.ts';
import { readRenamedSetting, SITE_PUBLISHABLE_KEY } from '#scripts/support/renamed-settings.ts';
import { startServices, withoutViteExitHandlers } from '#scripts/support/shutdown.ts';
import { exposeToSite } from '#scripts/support/site-env.ts';

await startServices(async (services) => {
  const sitePort = portFromEnv('PORT', 5173);
  const siteEnv = loadEnv('development', PROJECT_ROOT, 'VITE_');
  const hostedUrl = siteEnv.VITE_SUPABASE_URL || undefined;
  // the legacy name's notice comes from Vite's legacyKeyNotice plugin
  if (hostedUrl && !readRenamedSetting(siteEnv, SITE_PUBLISHABLE_KEY, () => undefined)) {
    console.warn(
      'VITE_SUPABASE_URL está definido mas VITE_SUPABASE_PUBLISHABLE_KEY não / is set but the publishable key is not.',
    );
  }
  const settings = standInSettingsFromEnv();
  await assertPortFree(sitePort, 'PORT');

  const local = hostedUrl ? undefined : services.add(await startStandIn(settings));
  if (local) exposeToSite(local);

  const vite = services.add(
    await withoutViteExitHandlers(() =>
      createServer({ root: PROJECT_ROOT, server: { host: '127.0.0.1', port: sitePort, strictPort: true } }),
    ),
  );
  await vite.listen();

  console.log(
    '\n' +
      formatBanner({
        title: 'Estofos Lisboa: desenvolvimento / development (npm start)',
        siteUrl: `http://127.0.0.1:${sitePort}`,
        local: local && { supabase: local, dataDir: settings.dataDir },
        hostedUrl,
      }) +
      '\n',
  );
});
