export function HowToGuide() {
  return (
    <details className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-slate-900">
      <summary className="cursor-pointer font-semibold">Como usar</summary>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          Em <strong>Adicionar Imagem</strong>, escolha uma foto (ou tire uma com o telemóvel), a secção e o
          slot.
        </li>
        <li>Escreva o texto alternativo: uma frase curta sobre o que a foto mostra.</li>
        <li>
          Carregue em <strong>Enviar imagem</strong>. A foto aparece no site de imediato, sem recarregar.
        </li>
        <li>
          Aqui, <strong>Ver</strong> abre a imagem, <strong>Link</strong> copia o endereço e{' '}
          <strong>Remover</strong> tira-a do site (cada lugar vazio diz o que o site mostra em vez dela).
        </li>
        <li>
          Nada se perde: em <strong>Histórico</strong> pode <strong>Restaurar</strong> qualquer versão
          anterior, mesmo depois de remover. Por isso, o endereço de uma imagem removida ou substituída
          continua a abri-la.
        </li>
      </ol>
    </details>
  );
}
