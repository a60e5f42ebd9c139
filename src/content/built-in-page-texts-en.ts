// The home page's words as the site ships them in British English, for `/en/`: what that page
// shows until the owner edits them in /admin ("Textos"), and where the form starts. It says what
// the pt-PT texts (built-in-page-texts-pt.ts) say, item for item, and nothing more: the same
// figures, guarantees and hedges (tests/unit-shared/home-claims.test.ts).
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';

export const BUILT_IN_PAGE_TEXTS_EN: PageTexts = {
  metadata: {
    title: 'Upholstery Cleaning in Lisbon',
    description:
      'Professional cleaning and waterproofing of sofas, mattresses, rugs and car seats in Lisbon and ' +
      'the South Bank. Eco-friendly products. Reply within 24 hours.',
  },
  header: {
    navAbout: 'About Us',
    navServices: 'Services',
    navReasons: 'Why Us?',
    navFaq: 'FAQ',
    contact: 'Contact',
  },
  hero: {
    eyebrow: 'Upholstery cleaning in your home',
    titleStart: 'Upholstery cleaning',
    titleHighlight: 'in Lisbon',
    titleEnd: 'without leaving home',
    lead:
      'Sofas, mattresses, rugs and car seats deep-cleaned and waterproofed in your home, with ' +
      'eco-friendly products. We reply within 24 hours.',
    whatsappButton: 'Get a Quote on WhatsApp',
    whatsappMessage: 'Hello, I’d like to ask for a quote.',
    callButton: 'Call Now',
    claims: ['4+ years of experience', 'Eco-friendly products', 'Satisfaction guarantee'],
    videoChip: 'Reply within 24h',
  },
  about: {
    eyebrow: 'About Us',
    title: 'Specialists in bringing your upholstery back to life',
    paragraphs: [
      'We are a Lisbon team dedicated to the deep cleaning and waterproofing of upholstery. For more ' +
        'than four years we have been working in homes, offices and cars across Greater Lisbon and the ' +
        'South Bank (Margem Sul), removing stains, odours and built-up dirt.',
      'We work with professional equipment and eco-friendly products, without harsh chemicals. We ' +
        'explain what we are going to do, and we only call the job finished when you are satisfied.',
    ],
    stats: [
      { value: '1000+', label: 'Happy customers' },
      { value: '4+', label: 'Years of experience' },
      { value: '100%', label: 'Quality guarantee' },
      { value: '24h', label: 'Fast response' },
    ],
  },
  services: {
    eyebrow: 'Services',
    title: 'Deep cleaning for every kind of upholstery',
    lead: 'We come to you with all the equipment. Every fabric needs its own treatment: we assess first, then clean.',
    quoteButton: 'Request a Quote',
    quoteMessage: 'Hello, I’d like a quote for upholstery cleaning.',
    services: [
      {
        title: 'Sofas and Armchairs',
        description:
          'Deep cleaning of sofas, chaise longues and armchairs in fabric, microfibre or leather, without taking them out of your home.',
        features: [
          'Stain and odour removal',
          'Spray-extraction cleaning',
          'Fabric, microfibre and leather',
          'Fast drying',
        ],
      },
      {
        title: 'Mattresses',
        description:
          'Deep cleaning of your mattress in your home, treating the stains and odours that everyday use leaves behind.',
        features: [
          'Spray-extraction cleaning',
          'Stain treatment',
          'Odour treatment',
          'Both sides of the mattress',
        ],
      },
      {
        title: 'Rugs and Carpets',
        description:
          'We clean rugs and fitted carpets, at home or in the office, with the right method for each fibre.',
        features: [
          'Wool, synthetic and natural fibres',
          'Office carpets',
          'Stain treatment',
          'Pet hair removal',
        ],
      },
      {
        title: 'Car Seats',
        description: 'We clean your car’s seats, headliner and mats: stains, smells and everyday dirt.',
        features: [
          'Fabric and leather seats',
          'Headliner and carpets',
          'Child car seats',
          'Odour neutralisation',
        ],
      },
    ],
    custom: {
      title: 'Need a tailor-made service?',
      text:
        'Office chairs, headboards, boat or motorhome upholstery, curtains… ' +
        'Tell us what you need and we’ll find the best solution.',
      button: 'Talk to a Specialist',
      message: 'Hello, I’d like to talk to a specialist about a tailor-made service.',
    },
  },
  process: {
    eyebrow: 'Simple and quick',
    title: 'How It Works',
    lead: 'From first contact to dry upholstery in 4 steps: you arrange everything from your phone and we take care of the rest.',
    steps: [
      {
        title: 'Get in touch',
        text: 'Send us a WhatsApp message with photos of what you’d like cleaned, or give us a call.',
      },
      { title: 'Quote', text: 'We reply within 24 hours with a quote for what you’ve shown us.' },
      {
        title: 'Cleaning',
        text: 'We come to your home on the agreed day and deep-clean with professional equipment.',
      },
      { title: 'Drying', text: 'Fast drying: we tell you when you can use your upholstery again.' },
    ],
  },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Before and After',
    lead: 'Real work by our team. Tap an image to see the difference.',
    before: 'BEFORE',
    after: 'AFTER',
    showBefore: 'Show Before',
    showAfter: 'Show After',
    cta: 'I’d like a result like this',
    whatsappMessage: 'Hello, I saw your before-and-after photos and I’d like to ask for a quote.',
  },
  waterproofing: {
    eyebrow: 'Extra protection',
    title: 'Waterproofing: upholstery protected from stains and spills',
    text:
      'After cleaning, we apply an invisible protector that forms a barrier in the fibres: liquids ' +
      'stay on the surface and wipe off with a cloth before they can leave a stain. Ideal for homes ' +
      'with children, pets or light-coloured sofas.',
    bullets: [
      'Protects the fabric from liquid stains',
      'Applied in your home, after cleaning',
      'For sofas, mattresses, rugs and car seats',
    ],
    button: 'Get a Quote',
    whatsappMessage: 'Hello, I’d like a quote for upholstery waterproofing.',
  },
  reasons: {
    eyebrow: 'Why Us?',
    title: 'Why choose us',
    lead: 'The care of a small team, with the equipment and guarantees of a professional company.',
    reasons: [
      { title: 'No harsh chemicals', text: 'Eco-friendly products, chosen for each fabric.' },
      {
        title: 'Fast service within 24 hours',
        text: 'We reply within 24 hours and book the cleaning around your schedule.',
      },
      {
        title: '100% satisfaction guarantee',
        text: 'If anything isn’t as agreed, tell us: your satisfaction is guaranteed.',
      },
      { title: 'Safe techniques', text: 'We use the right method for every fabric and every fibre.' },
      { title: 'Certified professionals', text: 'A certified, careful team of professionals.' },
      {
        title: 'Fast drying',
        text: 'Powerful extraction leaves little moisture behind, so your upholstery dries quickly.',
      },
    ],
    banner: {
      title: 'Over 1,000 happy customers and 4+ years looking after upholstery across Greater Lisbon',
      stats: [
        { value: '1000+', label: 'happy customers' },
        { value: '4+', label: 'years of experience' },
      ],
      button: 'Get a Quote',
    },
  },
  reviews: {
    eyebrow: 'Reviews',
    title: 'What our customers say',
    mapsLink: 'See all reviews on Google Maps',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    lead: 'The questions we are asked most often. If yours isn’t here, just ask us.',
    items: [
      {
        question: 'How long does the cleaning take?',
        answer:
          'It depends on the item, its size, the fabric and the state it is in; drying also depends on ' +
          'how well the room is ventilated. In the quote we tell you how long to expect in your case.',
      },
      {
        question: 'How much does it cost?',
        answer:
          'The price depends on the type of item, its size, the fabric and how dirty it is. Send us ' +
          'photos on WhatsApp and we’ll reply with a quote within 24 hours.',
      },
      {
        question: 'Are the products safe for children and pets?',
        answer:
          'We use eco-friendly products, without harsh chemicals. Let us know if there are children, ' +
          'people with allergies or pets at home: we’ll explain the precautions to take and when you ' +
          'can use the upholstery again.',
      },
      {
        question: 'Which areas do you cover?',
        answer:
          'We work in Lisbon, the South Bank (Almada, Seixal, Barreiro, Setúbal…) and across the Lisbon ' +
          'Metropolitan Area, including Oeiras, Cascais, Sintra, Amadora, Odivelas and Loures. ' +
          'If you are further away, ask us.',
      },
      {
        question: 'What guarantee do you offer?',
        answer:
          'A 100% satisfaction guarantee. Before we start, we tell you honestly what can be removed ' +
          'and, if the result isn’t as agreed, just tell us.',
      },
    ],
    whatsappButton: 'Chat on WhatsApp',
    whatsappMessage: 'Hello, I have a question about your services.',
  },
  footer: {
    description:
      'Professional cleaning and waterproofing of sofas, mattresses, rugs and car seats, ' +
      'in your home, with eco-friendly products and a satisfaction guarantee.',
    whatsappButton: 'Chat on WhatsApp',
    socialTitle: 'Follow us',
    contactTitle: 'Contact',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    areaLabel: 'Service area',
    serviceArea: 'Lisbon, the South Bank (Margem Sul) and the Lisbon Metropolitan Area',
    servicesTitle: 'Services',
    services: [
      'Sofa and armchair cleaning',
      'Mattress cleaning',
      'Rug and carpet cleaning',
      'Car seat cleaning',
      'Upholstery waterproofing',
    ],
    hoursTitle: 'Opening hours',
    quoteButton: 'Get a Quote',
    backToTop: 'Back to top',
    rights: 'All rights reserved.',
  },
};
