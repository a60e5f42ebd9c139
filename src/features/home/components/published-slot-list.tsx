import { usePublishedSlots } from '../api/get-published-slots.ts';

/** Temporary proof of the chain site → supabase-js → backend, until the real home page lands. */
export function PublishedSlotList() {
  const slots = usePublishedSlots();

  return (
    <section aria-labelledby="published-slots-heading" className="mt-8">
      <h2 id="published-slots-heading" className="text-xl font-semibold">
        Imagens publicadas
      </h2>
      {slots.isPending && (
        <p role="status" className="mt-2 text-slate-600">
          A carregar…
        </p>
      )}
      {slots.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Não foi possível carregar as imagens: {slots.error.message}
        </p>
      )}
      {slots.isSuccess && (
        <>
          <p className="mt-2 text-slate-700" data-testid="published-slot-count">
            {slots.data.length === 1 ? '1 imagem publicada.' : `${slots.data.length} imagens publicadas.`}
          </p>
          {slots.data.length === 0 ? (
            <p className="mt-2 text-slate-700">Ainda não há nenhuma imagem publicada.</p>
          ) : (
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {slots.data.map((slot) => (
                <li key={slot.slot_name}>
                  <span className="font-mono">{slot.slot_name}</span> — {slot.title}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
