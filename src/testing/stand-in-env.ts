// Setup file of the `stand-in` test project: the site's settings point at the stand-in that
// tests/support/global-setup.ts started, before any module of the site reads them.
import { configure } from '@testing-library/react';
import { inject, vi } from 'vitest';
import './stand-in.ts';

vi.stubEnv('VITE_SUPABASE_URL', inject('supabaseUrl'));
vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', inject('publishableKey'));
vi.stubEnv('VITE_SUPABASE_LOCAL', 'true');

// A function's first call starts its Deno process (seconds on a busy machine): what a test waits
// for may take that long, where msw answered at once. waitFor still returns as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });
