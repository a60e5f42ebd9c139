import { describe, expect, it } from 'vitest';
import { expandStorageUrls, mediaBaseUrl, shortenStorageUrls } from './storage-urls-in-state.ts';

const base = mediaBaseUrl('https://abc.supabase.co');
const data = {
  'servico-sofas': {
    url: `${base}slots/servico-sofas/3-aa.webp`,
    alt: '~/not a url',
    variants: [{ width: 480, height: 270, url: `${base}slots/servico-sofas/3-aa-w480.webp` }],
  },
  elsewhere: { url: 'https://cdn.example/x.jpg' },
};

describe('storage URLs in the page state', () => {
  it('keeps each image URL without the bucket address, and gives back exactly the data', () => {
    const short = shortenStorageUrls(data, base);
    expect(JSON.stringify(short)).not.toContain(base);
    expect(short).toMatchObject({
      'servico-sofas': { url: '~/slots/servico-sofas/3-aa.webp', alt: '~/not a url' },
    });
    expect(expandStorageUrls(short, base)).toEqual(data);
  });
});
