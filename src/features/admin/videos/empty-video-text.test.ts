import { describe, expect, it } from 'vitest';
import { emptyVideoText } from './empty-video-text.ts';

describe('emptyVideoText', () => {
  it('says which still image each section shows instead of a video', () => {
    expect(emptyVideoText('hero-main')).toBe('Nenhum vídeo definido — o site mostra a imagem de capa.');
    expect(emptyVideoText('waterproofing')).toMatch(/^Nenhum vídeo definido — o site mostra a ilustração/);
  });

  it('promises no image for a video the site does not place', () => {
    expect(emptyVideoText('outro-video')).toBe(
      'Nenhum vídeo definido — o site não mostra nenhum vídeo neste lugar.',
    );
  });
});
