// Setup file of the `stand-in` test project: the site's settings point at the stand-in that
// tests/support/global-setup.ts started, before any module of the site reads them.
import { configure } from '@testing-library/react';
import { inject, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import './stand-in.ts';

vi.stubEnv('VITE_SUPABASE_URL', inject('supabaseUrl'));
vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', inject('publishableKey'));
vi.stubEnv('VITE_SUPABASE_LOCAL', 'true');

// The global WebSocket here is Node's, whose events jsdom's event classes do not accept: the page's
// Realtime client gets the `ws` package's, which speaks to the stand-in as a browser's would.
vi.stubGlobal('WebSocket', NodeWebSocket);

// A function's first call starts its Deno process (seconds on a busy machine): what a test waits
// for may take that long, where msw answered at once. waitFor still returns as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });
