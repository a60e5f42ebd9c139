// What /admin says when the Supabase project does not answer: a free-plan project paused after a
// week without activity (HTTP 540), or no network. README "When the project is paused".

/** HTTP 540: Supabase's answer for a paused project. 0: nothing answered (offline, CORS, DNS). */
export function isProjectUnreachableStatus(status: number): boolean {
  return status === 0 || status === 540;
}

export const PROJECT_UNREACHABLE_TITLE = 'Não foi possível contactar o servidor do site';

export const PROJECT_UNREACHABLE_TEXT =
  'O projeto Supabase pode estar em pausa (no plano gratuito, pausa após uma semana sem atividade) ' +
  'ou a ligação à internet falhou. Se estiver em pausa: entre em supabase.com/dashboard, abra o projeto ' +
  'e carregue em "Resume project"; ao fim de alguns minutos, recarregue esta página. ' +
  'A página pública do site continua a funcionar entretanto.';
