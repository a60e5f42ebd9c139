import { describe, expect, it } from 'vitest';
import { YOUTUBE_EMBED_ORIGIN, youtubeBackgroundEmbedUrl, youtubeEmbedUrl } from './youtube-embed-url.ts';

describe('youtubeEmbedUrl', () => {
  it("is the privacy-enhanced player's address of the video", () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(new URL(youtubeEmbedUrl('dQw4w9WgXcQ')).origin).toBe(YOUTUBE_EMBED_ORIGIN);
  });
});

describe('youtubeBackgroundEmbedUrl', () => {
  it('plays the video silently, looped and without controls', () => {
    const url = new URL(youtubeBackgroundEmbedUrl('dQw4w9WgXcQ'));
    expect(`${url.origin}${url.pathname}`).toBe(youtubeEmbedUrl('dQw4w9WgXcQ'));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      controls: '0',
      playsinline: '1',
    });
  });
});
