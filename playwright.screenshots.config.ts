import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config.ts';

// `npm run screenshots`: the e2e setup (production build, fresh stand-in, phone and desktop)
// for the shots a person looks at; kept out of `npm test`, which only runs what can fail.
export default defineConfig({ ...e2eConfig, testDir: 'tests/screenshots' });
