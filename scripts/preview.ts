// `npm run preview`: the production build, as a visitor gets it, served on 127.0.0.1:4173
// (PORT overrides) against the local stand-in for Supabase.
import { preview } from 'vite';
import { formatBanner } from './support/banner.ts';
import { PROJECT_ROOT, standInSettingsFromEnv, startStandIn } from './support/local-stand-in.ts';
import { assertPortFree, portFromEnv } from './support/ports.ts';
import { runCommand } from './support/run-command.ts';
import { failStartup, RunningServices, stopOnSignals, withoutViteExitHandlers } from './support/shutdown.ts';
import { exposeToSite } from './support/site-env.ts';

const services = new RunningServices();
stopOnSignals(services);

try {
  const sitePort = portFromEnv('PORT', 4173);
  const settings = standInSettingsFromEnv();
  await assertPortFree(sitePort, 'PORT');

  const local = services.add(await startStandIn(settings));
  exposeToSite(local);
  // The package's own build script, so whatever it adds (e.g. prerendering) is previewed too.
  await runCommand('npm', ['run', 'build'], PROJECT_ROOT);

  const server = services.add(
    await withoutViteExitHandlers(() =>
      preview({ root: PROJECT_ROOT, preview: { host: '127.0.0.1', port: sitePort, strictPort: true } }),
    ),
  );

  console.log(
    '\n' +
      formatBanner({
        title: 'Estofos Lisboa: build de produção / production build (npm run preview)',
        siteUrl: server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${sitePort}`,
        local: { supabase: local, dataDir: settings.dataDir },
      }) +
      '\n',
  );
} catch (error) {
  await failStartup(services, error);
}
