// @vitest-environment node
// The home page is prerendered at build time: its metadata and structured data must render with no DOM at all.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { HomeMetadata } from './home-metadata.tsx';
import { HomeStructuredData } from './home-structured-data.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

it('renders on the server, with the fallback share image and all three JSON-LD blocks', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <QueryClientProvider client={createQueryClient('test')}>
      <HomeMetadata />
      <HomeStructuredData />
    </QueryClientProvider>,
  );

  expect(html).toMatch(/<title>[^<]{1,60}<\/title>/);
  expect(html).toContain('<meta name="robots" content="index,follow"/>');
  expect(html).toContain('/og-image.jpg');
  expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(3);
});
