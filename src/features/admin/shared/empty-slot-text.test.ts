import { describe, expect, it } from 'vitest';
import { emptySlotText } from './empty-slot-text.ts';

describe('emptySlotText', () => {
  it('promises a built-in image only for the slots that have one', () => {
    for (const slot of ['servico-sofas', 'process.step_3', 'home.hero.mobile', 'global.og_image'])
      expect(emptySlotText(slot), slot).toMatch(/ilustração incluída/);
  });

  it('says the logo and the hero badges fall back to built-in drawing and text', () => {
    expect(emptySlotText('global.logo')).toMatch(/desenho e o texto/);
    expect(emptySlotText('home.hero.badge.2')).toMatch(/desenho e o texto/);
  });

  it('says a before/after pair needs both images, and that other slots show nothing', () => {
    expect(emptySlotText('gallery.before_after.4.after')).toMatch(/as duas imagens/);
    for (const slot of [
      'trust.review_1',
      'trust.google_badge',
      'pages.faq.banner',
      'pages.contact.team_photo',
    ])
      expect(emptySlotText(slot), slot).toBe('O site não mostra nenhuma imagem neste lugar.');
  });
});
