// Runs the local stand-in on its own: `npm run local-supabase`, with the settings `npm start` reads
// (scripts/support/local-stand-in.ts), and writes <dataDir>/local-supabase.json as it does.
import { standInSettingsFromEnv, startStandIn } from '#scripts/support/local-stand-in.ts';
import { startServices } from '#scripts/support/shutdown.ts';

await startServices(async (services) => {
  // Refused (exit 1, folder untouched) when another stand-in holds dataDir, whatever its port.
  const local = services.add(await startStandIn(standInSettingsFromEnv()));
  console.log(`Supabase local: ${local.url}`);
});
