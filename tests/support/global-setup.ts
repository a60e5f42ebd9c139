import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    /** The publishable key: what the tests call as anon. */
    publishableKey: string;
    /** The secret key: what the tests call as service_role. */
    secretKey: string;
    /** The legacy JWT-based keys, for the tests of the legacy path. */
    anonKey: string;
    serviceRoleKey: string;
  }
}

let local: LocalSupabase | undefined;

/** One in-memory stand-in with the real Deno functions, shared by every integration test. */
export async function setup(project: TestProject): Promise<void> {
  local = await startLocalSupabase({ port: 0 });
  project.provide('supabaseUrl', local.url);
  project.provide('publishableKey', local.publishableKey);
  project.provide('secretKey', local.secretKey);
  project.provide('anonKey', local.anonKey);
  project.provide('serviceRoleKey', local.serviceRoleKey);
}

export async function teardown(): Promise<void> {
  await local?.close();
}
