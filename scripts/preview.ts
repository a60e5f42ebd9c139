// `npm run preview`: the production build, as a visitor gets it, served on 127.0.0.1:4173
// (PORT overrides) against the local stand-in for Supabase.
import path from 'node:path';
import { preview } from 'vite';
import { formatBanner } from '#scripts/support/banner.ts';
import { loadHomePrerender } from '#scripts/support/home-prerender.ts';
import { readTimeoutFromEnv } from '#scripts/support/home-render-report.ts';
import { previewBuildHook } from '#scripts/support/preview-build-hook.ts';
import { PROJECT_ROOT, standInSettingsFromEnv, startStandIn } from '#scripts/support/local-stand-in.ts';
import { assertPortFree, portFromEnv } from '#scripts/support/ports.ts';
import { runCommand } from '#scripts/support/run-command.ts';
import { startServices, withoutViteExitHandlers } from '#scripts/support/shutdown.ts';
import { exposeToSite } from '#scripts/support/site-env.ts';

await startServices(async (services) => {
  const sitePort = portFromEnv('PORT', 4173);
  const settings = standInSettingsFromEnv();
  await assertPortFree(sitePort, 'PORT');

  const buildHook = previewBuildHook(`http://127.0.0.1:${sitePort}`, process.env.PREVIEW_BUILD_HOOK_TOKEN);
  const local = services.add(
    await startStandIn(settings, {
      SITE_BUILD_HOOK_URL: buildHook.url,
      // a local re-render takes a second, not a host's minutes: the owner sees a change sooner
      SITE_BUILD_MIN_INTERVAL_SECONDS: process.env.PREVIEW_BUILD_MIN_INTERVAL_SECONDS ?? '5',
    }),
  );
  exposeToSite(local);
  // The package's own build script, so whatever it adds (e.g. prerendering) is previewed too.
  await runCommand('npm', ['run', 'build'], PROJECT_ROOT);
  const readTimeoutMs = readTimeoutFromEnv(process.env);
  const outDir = path.resolve(PROJECT_ROOT, process.env.VITE_OUT_DIR || 'dist');
  buildHook.attach(await loadHomePrerender(PROJECT_ROOT, outDir, { readTimeoutMs }), readTimeoutMs);

  const server = services.add(
    await withoutViteExitHandlers(() =>
      preview({
        root: PROJECT_ROOT,
        plugins: [buildHook.plugin],
        preview: { host: '127.0.0.1', port: sitePort, strictPort: true },
      }),
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
});
