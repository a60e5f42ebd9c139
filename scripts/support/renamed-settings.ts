// Supabase's keys are now publishable and secret keys, where they were the JWT-based anon and
// service_role keys; each of our settings is named after the new ones and is still read under
// its old name, with a one-line notice (docs: README, "Configuration").

export interface RenamedSetting {
  name: string;
  legacyName: string;
}

export const SITE_PUBLISHABLE_KEY: RenamedSetting = {
  name: 'VITE_SUPABASE_PUBLISHABLE_KEY',
  legacyName: 'VITE_SUPABASE_ANON_KEY',
};

function legacyNameNotice({ name, legacyName }: RenamedSetting): string {
  return `${legacyName} é o nome antigo: use ${name} (o valor é lido na mesma). / ${legacyName} is the legacy name: use ${name} (its value is still read).`;
}

/** The setting's value under its name, else under its legacy name with the notice; trimmed. */
export function readRenamedSetting(
  env: Record<string, string | undefined>,
  setting: RenamedSetting,
  notice: (line: string) => void = console.warn,
): string | undefined {
  const value = env[setting.name]?.trim();
  if (value) return value;
  const legacy = env[setting.legacyName]?.trim();
  if (!legacy) return undefined;
  notice(legacyNameNotice(setting));
  return legacy;
}
