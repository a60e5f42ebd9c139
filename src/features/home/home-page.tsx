import { PublishedSlotList } from './components/published-slot-list.tsx';

export function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Limpeza de Estofos em Lisboa</h1>
      <p className="mt-4 text-slate-700">
        Limpeza e impermeabilização de sofás, colchões, tapetes e estofos de automóveis. O site completo está
        em construção.
      </p>
      <PublishedSlotList />
    </main>
  );
}
