// A report with hostile text in every free field, for the export tests.
import type { AuditReport } from '#src/features/seo/audit/report-types.ts';

export const HOSTILE = '<script>alert("x")</script> & \'aspas\'';

export function sampleReport(): AuditReport {
  return {
    timestamp: '2025-05-01T10:30:00.123Z',
    url: 'https://estofos.example.pt/',
    scores: { seo: 100, performance: 91, accessibility: 59, bestPractices: null },
    issues: {
      critical: [{ type: 'Acessibilidade', description: HOSTILE, impact: 'Grave.', fix: 'Corrija.' }],
      warnings: [],
      improvements: [
        { type: 'SEO', description: 'Falta og:image.', impact: 'Menos cliques.', fix: 'Adicione.' },
      ],
    },
    pageMap: {
      sections: [{ id: 'sobre', tag: 'section', heading: HOSTILE }],
      headings: [{ level: 1, text: 'Limpeza de Estofos' }],
      links: {
        internal: 1,
        external: 0,
        other: 0,
        items: [{ href: '#sobre', text: HOSTILE, kind: 'internal' }],
      },
      images: [
        {
          src: '/a.webp',
          alt: HOSTILE,
          width: 800,
          height: 600,
          naturalWidth: null,
          naturalHeight: null,
          hasDimensions: true,
        },
      ],
    },
    performance: { lcp: 2.1, cls: 0.05, inp: null, fcp: 1.3, recommendations: [HOSTILE] },
  };
}
