// Every text of the home page the owner edits in /admin ("Textos"), by section in the page's
// order, each labelled as the owner sees it on the page, with its limits. The admin form, the
// validator (validate-page-texts.ts) and the page (src/content/built-in-page-texts.ts holds the
// built-in values) all follow it. Texts only visible to screen readers (a menu button's name, an
// image's description) stay in the code.
//
// The limits leave room beyond today's copy and are part of the page's size budget: the size test
// measures `/` with every field at its limit (scripts/bench/sample-content.ts,
// tests/e2e/page-at-limits.spec.ts), so a longer limit must be paid for elsewhere.
import type { SavedDocument } from '../owner-documents/owner-document.ts';
import { group, list, text, type TextsOf } from './page-text-fields.ts';

/** What search engines show of a title and description; the /seo audit warns beyond them. */
export const PAGE_TITLE_MAX_LENGTH = 60;
export const PAGE_DESCRIPTION_MAX_LENGTH = 160;

const eyebrow = () => text('Texto pequeno acima do título', 40, { optional: true });
const lead = () => text('Texto de introdução', 200, { multiline: true, optional: true });
const button = (label: string) => text(label, 40);
/** The message a WhatsApp button writes for the visitor, who may change it before sending. */
const message = (label = 'Mensagem já escrita no WhatsApp') => text(label, 80);
const stat = () => group('Número', { value: text('Número (ex.: 1000+)', 10), label: text('Legenda', 30) });

export const PAGE_TEXTS_CATALOGUE = group('Textos da página', {
  metadata: group('Resultados do Google e partilhas', {
    title: text('Título da página (o nome do negócio é acrescentado no fim)', PAGE_TITLE_MAX_LENGTH),
    description: text('Descrição da página', PAGE_DESCRIPTION_MAX_LENGTH),
  }),
  header: group('Cabeçalho', {
    navAbout: text('Menu: secção Sobre Nós', 24),
    navServices: text('Menu: secção Serviços', 24),
    navReasons: text('Menu: secção Porque Nós?', 24),
    navFaq: text('Menu: secção FAQ', 24),
    contact: text('Botão Contactar', 24),
  }),
  hero: group('Topo da página', {
    eyebrow: eyebrow(),
    titleStart: text('Título: início', 40),
    titleHighlight: text('Título: parte destacada a cor', 40),
    titleEnd: text('Título: fim', 40, { optional: true }),
    lead: text('Texto de introdução', 200, { multiline: true }),
    whatsappButton: button('Botão do WhatsApp'),
    whatsappMessage: message(),
    callButton: button('Botão de chamada'),
    claims: list('Destaques abaixo dos botões', 'Destaque', text('Destaque', 40), { min: 1, max: 4 }),
    videoChip: text('Etiqueta sobre o vídeo', 30),
  }),
  about: group('Sobre Nós', {
    eyebrow: eyebrow(),
    title: text('Título', 80),
    paragraphs: list('Parágrafos', 'Parágrafo', text('Parágrafo', 400, { multiline: true }), {
      min: 1,
      max: 3,
    }),
    stats: list('Números em destaque', 'Número', stat(), { min: 4, max: 4 }),
  }),
  services: group('Serviços', {
    eyebrow: eyebrow(),
    title: text('Título', 80),
    lead: lead(),
    quoteButton: button('Botão de orçamento de cada serviço'),
    quoteMessage: message(
      'Mensagem já escrita no WhatsApp dos pedidos de orçamento (serviços, faixa de «Porque Nós?» e rodapé)',
    ),
    services: list(
      'Os quatro serviços',
      'Serviço',
      group('Serviço', {
        title: text('Nome do serviço', 40),
        description: text('Descrição', 160, { multiline: true }),
        features: list('Pontos', 'Ponto', text('Ponto', 45), { min: 1, max: 5 }),
      }),
      { min: 4, max: 4 },
    ),
    custom: group('Caixa de serviço à medida', {
      title: text('Título', 60),
      text: text('Texto', 250, { multiline: true }),
      button: button('Botão'),
      message: message(),
    }),
  }),
  process: group('Como Funciona', {
    eyebrow: eyebrow(),
    title: text('Título', 60),
    lead: lead(),
    steps: list(
      'Os quatro passos',
      'Passo',
      group('Passo', { title: text('Título do passo', 40), text: text('Texto', 140, { multiline: true }) }),
      { min: 4, max: 4 },
    ),
  }),
  portfolio: group('Antes e Depois', {
    eyebrow: eyebrow(),
    title: text('Título', 60),
    lead: lead(),
    before: text('Etiqueta da imagem de antes', 15),
    after: text('Etiqueta da imagem de depois', 15),
    showBefore: text('Botão para ver a imagem de antes', 20),
    showAfter: text('Botão para ver a imagem de depois', 20),
    cta: button('Botão no fim da secção'),
    whatsappMessage: message(),
  }),
  waterproofing: group('Impermeabilização', {
    eyebrow: eyebrow(),
    title: text('Título', 80),
    text: text('Texto', 400, { multiline: true }),
    bullets: list('Vantagens', 'Vantagem', text('Vantagem', 60), { min: 1, max: 5 }),
    button: button('Botão de orçamento'),
    whatsappMessage: message(),
  }),
  reasons: group('Porque Nós?', {
    eyebrow: eyebrow(),
    title: text('Título', 80),
    lead: lead(),
    reasons: list(
      'Razões',
      'Razão',
      group('Razão', { title: text('Título da razão', 40), text: text('Texto', 140, { multiline: true }) }),
      { min: 3, max: 8 },
    ),
    banner: group('Faixa de destaque', {
      title: text('Texto da faixa', 120, { multiline: true }),
      stats: list('Números da faixa', 'Número', stat(), { min: 2, max: 2 }),
      button: button('Botão'),
    }),
  }),
  reviews: group('Avaliações', {
    eyebrow: eyebrow(),
    title: text('Título', 80),
    mapsLink: text('Ligação para o Google Maps', 60),
  }),
  faq: group('Perguntas Frequentes', {
    eyebrow: eyebrow(),
    title: text('Título', 60),
    lead: lead(),
    items: list(
      'Perguntas',
      'Pergunta',
      group('Pergunta', {
        question: text('Pergunta', 100),
        answer: text('Resposta', 300, { multiline: true }),
      }),
      { min: 1, max: 8 },
    ),
    whatsappButton: button('Botão do WhatsApp'),
    whatsappMessage: message(),
  }),
  footer: group('Rodapé', {
    description: text('Descrição do negócio', 200, { multiline: true }),
    whatsappButton: button('Botão do WhatsApp'),
    socialTitle: text('Título das redes sociais', 30),
    contactTitle: text('Título dos contactos', 30),
    phoneLabel: text('Legenda do telefone', 30),
    emailLabel: text('Legenda do e-mail', 30),
    areaLabel: text('Legenda da zona de serviço', 30),
    serviceArea: text('Zona de serviço', 100),
    servicesTitle: text('Título da lista de serviços', 30),
    services: list('Lista de serviços', 'Serviço', text('Serviço', 40), { min: 1, max: 6 }),
    hoursTitle: text('Título do horário', 30),
    quoteButton: button('Botão de orçamento'),
    backToTop: text('Ligação para voltar ao topo', 30),
    rights: text('Direitos reservados', 80),
  }),
});

/** Every text of the page, as stored and as the page renders it. */
export type PageTexts = TextsOf<typeof PAGE_TEXTS_CATALOGUE>;

/** The texts as saved, in one language: every field the owner saved (one added to the page since is missing). */
export type SavedPageTexts = SavedDocument<'texts', Partial<PageTexts>>;
