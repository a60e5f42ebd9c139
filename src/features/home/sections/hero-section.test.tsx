import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HERO_VIDEO_COPY } from '#src/content/live-parts-copy.ts';
import { stubIdleAndMotion } from '#src/features/home/testing/browser-stubs.ts';
import {
  renderWithHomeData,
  testImage,
  testVideo,
} from '#src/features/home/testing/render-with-home-data.tsx';
import { HeroSection } from './hero-section.tsx';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

const { runIdleTasks: becomeIdle } = stubIdleAndMotion();

const poster = () => screen.getByRole('img', { name: HERO_VIDEO_COPY['pt-PT'].videoTitle });

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
    renderWithHomeData(<HeroSection />, { media: { 'home.hero.mobile': mobile } });

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
    renderWithHomeData(<HeroSection />, { media: { 'home.hero.mobile': mobile } });

    expect(poster()).toHaveAttribute('src', 'https://cdn.example/old.jpg');
    expect(poster()).not.toHaveAttribute('srcset');
  });
});

describe('HeroSection video', () => {
  const publishedPoster = { 'home.hero.mobile': testImage('home.hero.mobile') };

  it('shows only the poster while no hero-main video is set: no player, nothing to play', () => {
    const { container } = renderWithHomeData(<HeroSection />, {
      media: publishedPoster,
      videos: [testVideo('hero-main', null), testVideo('waterproofing', 'https://youtu.be/aqz-KE-bpKQ')],
    });
    becomeIdle();
    expect(poster()).toBeInTheDocument();
    expect(container.querySelector('youtube-player')?.shadowRoot?.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: HERO_VIDEO_COPY['pt-PT'].playVideo })).toBeNull();
  });

  it('plays the hero-main video over the poster once the page is idle', () => {
    const { container } = renderWithHomeData(<HeroSection />, {
      media: publishedPoster,
      videos: [testVideo('hero-main', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')],
    });
    becomeIdle();
    const player = container.querySelector('youtube-player')?.shadowRoot as unknown as HTMLElement;
    expect(within(player).getByTitle(HERO_VIDEO_COPY['pt-PT'].videoTitle)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/),
    );
    expect(poster()).toBeInTheDocument();
  });
});
