import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_VIDEO_COPY } from '../../../content/live-parts-copy.ts';
import { renderWithHomeData, testImage } from '../testing/render-with-home-data.tsx';
import { HeroSection } from './hero-section.tsx';

// jsdom has no matchMedia; the video frame asks for prefers-reduced-motion.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const poster = () => screen.getByRole('img', { name: HERO_VIDEO_COPY.videoTitle });

describe('HeroSection poster', () => {
  it('offers the published poster in the widths the upload stored, at the frame size', () => {
    const mobile = {
      ...testImage('home.hero.mobile', 'https://cdn.example/hero.webp'),
      width: 1080,
      height: 1920,
      variants: [
        { width: 480, height: 853, url: 'https://cdn.example/hero-w480.webp' },
        { width: 960, height: 1707, url: 'https://cdn.example/hero-w960.webp' },
      ],
    };
    renderWithHomeData(<HeroSection />, { media: new Map([['home.hero.mobile', mobile]]) });

    expect(poster()).toHaveAttribute('src', 'https://cdn.example/hero.webp');
    expect(poster()).toHaveAttribute(
      'srcset',
      'https://cdn.example/hero-w480.webp 480w, https://cdn.example/hero-w960.webp 960w, https://cdn.example/hero.webp 1080w',
    );
    expect(poster()).toHaveAttribute('sizes', '(min-width: 1024px) 360px, 320px');
    expect(poster()).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps a plain src for a poster uploaded without variants', () => {
    const mobile = testImage('home.hero.mobile', 'https://cdn.example/old.jpg');
    renderWithHomeData(<HeroSection />, { media: new Map([['home.hero.mobile', mobile]]) });

    expect(poster()).toHaveAttribute('src', 'https://cdn.example/old.jpg');
    expect(poster()).not.toHaveAttribute('srcset');
  });
});
