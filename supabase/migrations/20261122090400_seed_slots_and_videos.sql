-- The slot catalogue of the specification and the two managed videos.
-- Re-runnable: existing rows keep their content and only get titles refreshed.

insert into public.media_slots (slot_name, section, title, description, page_tags) values
  ('global.logo', 'global', 'Logótipo', 'Logótipo no cabeçalho e no rodapé.', '{home}'),
  ('global.favicon', 'global', 'Ícone do site (favicon)', 'Ícone mostrado no separador do navegador.', '{home}'),
  ('global.og_image', 'global', 'Imagem de partilha', 'Imagem mostrada quando o site é partilhado (WhatsApp, Facebook).', '{home}'),
  ('home.hero.desktop', 'home', 'Capa do vídeo principal (computador)', 'Imagem mostrada antes do vídeo principal em ecrãs grandes.', '{home,hero}'),
  ('home.hero.mobile', 'home', 'Capa do vídeo principal (telemóvel)', 'Imagem mostrada antes do vídeo principal no telemóvel.', '{home,hero}'),
  ('home.hero.badge.1', 'home', 'Selo do topo 1', 'Primeiro selo ao lado do vídeo principal.', '{home,hero}'),
  ('home.hero.badge.2', 'home', 'Selo do topo 2', 'Segundo selo ao lado do vídeo principal.', '{home,hero}'),
  ('servico-sofas', 'services', 'Serviço: sofás e poltronas', 'Imagem do cartão de limpeza de sofás e poltronas.', '{home,servicos}'),
  ('servico-colchoes', 'services', 'Serviço: colchões', 'Imagem do cartão de limpeza de colchões.', '{home,servicos}'),
  ('servico-tapetes', 'services', 'Serviço: tapetes e carpetes', 'Imagem do cartão de limpeza de tapetes e carpetes.', '{home,servicos}'),
  ('servico-automoveis', 'services', 'Serviço: bancos de automóvel', 'Imagem do cartão de limpeza de bancos de automóvel.', '{home,servicos}'),
  ('trust.google_badge', 'trust', 'Selo Google', 'Selo mostrado junto das avaliações.', '{home,avaliacoes}'),
  ('trust.review_1', 'trust', 'Avaliação 1', 'Foto da primeira avaliação.', '{home,avaliacoes}'),
  ('trust.review_2', 'trust', 'Avaliação 2', 'Foto da segunda avaliação.', '{home,avaliacoes}'),
  ('trust.review_3', 'trust', 'Avaliação 3', 'Foto da terceira avaliação.', '{home,avaliacoes}'),
  ('process.step_1', 'process', 'Como funciona: 1. Contacto', 'Imagem do primeiro passo.', '{home,como-funciona}'),
  ('process.step_2', 'process', 'Como funciona: 2. Orçamento', 'Imagem do segundo passo.', '{home,como-funciona}'),
  ('process.step_3', 'process', 'Como funciona: 3. Limpeza', 'Imagem do terceiro passo.', '{home,como-funciona}'),
  ('process.step_4', 'process', 'Como funciona: 4. Secagem', 'Imagem do quarto passo.', '{home,como-funciona}'),
  ('pages.faq.banner', 'pages', 'Faixa das perguntas frequentes', 'Imagem da secção de perguntas frequentes.', '{home,faq}'),
  ('pages.contact.banner', 'pages', 'Faixa de contacto', 'Imagem do bloco de contacto no rodapé.', '{home,contacto}'),
  ('pages.contact.team_photo', 'pages', 'Foto da equipa', 'Foto da equipa no bloco de contacto.', '{home,contacto}')
on conflict (slot_name) do update
set section = excluded.section, title = excluded.title, description = excluded.description, page_tags = excluded.page_tags;

insert into public.media_slots (slot_name, section, title, description, page_tags)
select
  format('gallery.before_after.%s.%s', n, side),
  'gallery',
  format('Antes e depois %s: %s', n, case side when 'before' then 'antes' else 'depois' end),
  format('Foto %s do trabalho %s do portefólio.', case side when 'before' then 'antes' else 'depois' end, n),
  '{home,portfolio}'
from generate_series(1, 20) as n
cross join (values ('before'), ('after')) as sides (side)
on conflict (slot_name) do update
set section = excluded.section, title = excluded.title, description = excluded.description, page_tags = excluded.page_tags;

insert into public.videos (video_key, youtube_url, video_name, description) values
  ('hero-main', 'https://www.youtube.com/watch?v=M7lc1UVf-VE', 'Vídeo principal', 'Vídeo vertical do topo da página.'),
  ('waterproofing', 'https://www.youtube.com/watch?v=M7lc1UVf-VE', 'Impermeabilização', 'Vídeo da secção de impermeabilização.')
on conflict (video_key) do nothing;
