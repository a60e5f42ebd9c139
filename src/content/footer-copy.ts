// The footer's texts (pt-PT): it is an island of its own, and carries only these.

export const FOOTER_COPY = {
  title: 'Contactos e informações',
  description:
    'Limpeza profissional e impermeabilização de sofás, colchões, tapetes e bancos de automóvel, ' +
    'ao domicílio, com produtos ecológicos e garantia de satisfação.',
  whatsappButton: 'Falar no WhatsApp',
  socialTitle: 'Siga-nos',
  social: { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  contactTitle: 'Contactos',
  phoneLabel: 'Telefone',
  emailLabel: 'E-mail',
  areaLabel: 'Zona de serviço',
  servicesTitle: 'Serviços',
  services: [
    'Limpeza de sofás e poltronas',
    'Limpeza de colchões',
    'Limpeza de tapetes e carpetes',
    'Limpeza de bancos de automóvel',
    'Impermeabilização de estofos',
  ],
  hoursTitle: 'Horário',
  quoteButton: 'Pedir Orçamento',
  backToTop: 'Voltar ao topo',
  admin: 'Admin',
  rights: 'Todos os direitos reservados.',
  teamPhotoAlt: 'A nossa equipa',
  bannerAlt: 'Contacte a nossa equipa',
} as const;
