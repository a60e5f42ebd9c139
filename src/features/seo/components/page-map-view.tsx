import type { PageMap } from '#src/features/seo/audit/report-types.ts';
import { ScrollRegion } from './scroll-region.tsx';

const CELL = 'border border-slate-200 p-2 align-top';

export function PageMapView({ pageMap }: { pageMap: PageMap }) {
  const { sections, headings, links, images } = pageMap;
  return (
    <section aria-labelledby="seo-page-map" className="mt-8">
      <h2 id="seo-page-map" className="text-xl font-bold text-slate-900">
        Mapa da página
      </h2>

      <h3 className="mt-4 text-lg font-semibold text-slate-900">Secções ({sections.length})</h3>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id} className="rounded border border-slate-200 bg-white px-2 py-1">
            <code className="text-slate-900">#{section.id}</code>{' '}
            <span className="text-slate-600">
              ({section.tag}){section.heading ? ` · ${section.heading}` : ''}
            </span>
          </li>
        ))}
      </ul>

      <h3 className="mt-4 text-lg font-semibold text-slate-900">Títulos ({headings.length})</h3>
      <ol className="mt-2 space-y-0.5 text-sm text-slate-800">
        {headings.map((heading, index) => (
          <li key={index} style={{ paddingLeft: `${(heading.level - 1) * 1.25}rem` }}>
            <span className="font-mono text-slate-600">h{heading.level}</span> {heading.text}
          </li>
        ))}
      </ol>

      <h3 className="mt-4 text-lg font-semibold text-slate-900">Ligações</h3>
      <p className="text-sm text-slate-700">
        {links.internal} internas · {links.external} externas · {links.other} outras (telefone, e-mail…)
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">
          Ver as {links.items.length} ligações
        </summary>
        <ScrollRegion label="Tabela das ligações">
          <table className="w-full border-collapse bg-white text-left">
            <thead className="bg-slate-100">
              <tr>
                <th className={CELL}>Texto</th>
                <th className={CELL}>Endereço</th>
                <th className={CELL}>Tipo</th>
              </tr>
            </thead>
            <tbody>
              {links.items.map((link, index) => (
                <tr key={index}>
                  <td className={CELL}>{link.text || '—'}</td>
                  <td className={`${CELL} break-all`}>{link.href}</td>
                  <td className={CELL}>
                    {{ internal: 'interna', external: 'externa', other: 'outra' }[link.kind]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>

      <h3 className="mt-4 text-lg font-semibold text-slate-900">Imagens ({images.length})</h3>
      <ScrollRegion label="Tabela das imagens">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th className={CELL}>Imagem</th>
              <th className={CELL}>Alt</th>
              <th className={CELL}>width×height</th>
              <th className={CELL}>Tamanho real</th>
            </tr>
          </thead>
          <tbody>
            {images.map((image, index) => (
              <tr key={index}>
                <td className={`${CELL} break-all`}>{image.src}</td>
                <td className={CELL}>
                  {image.alt === null ? (
                    <span className="font-semibold text-red-700">sem alt</span>
                  ) : (
                    image.alt || '(decorativa)'
                  )}
                </td>
                <td className={CELL}>
                  {image.width && image.height
                    ? `${image.width}×${image.height}`
                    : image.hasDimensions
                      ? 'aspect-ratio'
                      : '—'}
                </td>
                <td className={CELL}>
                  {image.naturalWidth && image.naturalHeight
                    ? `${image.naturalWidth}×${image.naturalHeight}`
                    : 'não carregada (lazy)'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
