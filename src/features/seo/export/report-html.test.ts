import { describe, expect, it } from 'vitest';
import { HOSTILE, sampleReport } from '#src/features/seo/testing/export-fixture.ts';
import { reportToHtml } from './report-html.ts';

describe('reportToHtml', () => {
  const html = reportToHtml(sampleReport(), {
    seo: [{ id: 'title', label: 'Título', status: 'pass', detail: HOSTILE }],
    hreflang: [{ id: 'hreflang-self', label: 'A página inclui-se', status: 'fail', detail: HOSTILE }],
    bestPractices: [{ id: 'lang', label: 'Idioma', status: 'unknown', detail: 'sem dados' }],
    notes: [`Nota: ${HOSTILE}`],
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('never lets page content become markup', () => {
    expect(html).not.toContain('<script>');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // the hostile text survives as text wherever it appeared
    expect(doc.body.textContent?.split(HOSTILE).length).toBeGreaterThan(5);
  });

  it('is self-contained: inline CSS, no external resources', () => {
    expect(doc.querySelector('style')).not.toBeNull();
    expect(doc.querySelectorAll('link, img, iframe, [src]')).toHaveLength(0);
    expect(doc.documentElement.lang).toBe('pt-PT');
  });

  it('shows the four scores with their band in words, and "sem dados" for an unmeasured one', () => {
    const cards = [...doc.querySelectorAll('.score')].map((card) => card.textContent);
    expect(cards).toEqual([
      'SEO100/100Bom',
      'Desempenho91/100Bom',
      'Acessibilidade59/100Fraco',
      'Boas práticassem dadosSem dados',
    ]);
  });

  it('lists the issues, vitals, checks and page map', () => {
    const text = doc.body.textContent ?? '';
    expect(text).toContain('Críticos (1)');
    expect(text).toContain('Melhorias (1)');
    expect(text).toContain('2,10 s');
    expect(text).toContain('INP (resposta à interação)sem dadosSem dados');
    expect(text).toContain('Ligações: 1 internas, 0 externas, 0 outras');
    expect(text).toContain('Sem dados');
    expect(text).toContain(`Nota: ${HOSTILE}`);
    expect(text).toContain('Idiomas (hreflang)');
    expect(text).toContain('Página auditada: https://estofos.example.pt/');
  });
});
