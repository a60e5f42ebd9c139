import { currentVersionOf, type AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';

export function GallerySummary({ slots }: { slots: readonly AdminMediaSlot[] }) {
  const withImage = slots.filter((slot) => currentVersionOf(slot) !== null).length;
  const rows: [string, number][] = [
    ['Com imagem', withImage],
    ['Sem imagem', slots.length - withImage],
    ['Total de slots', slots.length],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" aria-label="Resumo das imagens">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white p-3 text-center shadow-sm">
          <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
