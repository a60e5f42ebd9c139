// Every icon of the home page, drawn once in one of its two sprites (icon-sprite.tsx) and used
// by name (icon.tsx). The drawings are lucide's, plus the brand glyphs lucide does not ship.
import {
  ArrowUp,
  Award,
  BadgeCheck,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Droplets,
  ExternalLink,
  HeartHandshake,
  Leaf,
  Mail,
  MapPin,
  Menu,
  MessagesSquare,
  Phone,
  Play,
  Quote,
  Repeat2,
  ShieldCheck,
  Sparkles,
  Users,
  Wind,
  X,
} from 'lucide-react';
import type { ReactElement } from 'react';
import {
  FACEBOOK_SHAPES,
  INSTAGRAM_SHAPES,
  LOGO_MARK_SHAPES,
  TIKTOK_SHAPES,
  WHATSAPP_SHAPES,
  YOUTUBE_SHAPES,
} from './brand-glyphs.tsx';

/** Shapes of our own, drawn in lucide's style unless `plain`, on a 24×24 grid unless `viewBox`. */
export interface OwnDrawing {
  shapes: ReactElement;
  viewBox?: string;
  plain?: boolean;
}

export const SPRITE_ICONS = {
  'arrow-up': <ArrowUp />,
  award: <Award />,
  'badge-check': <BadgeCheck />,
  'check-circle': <CheckCircle2 />,
  'chevron-down': <ChevronDown />,
  'chevron-left': <ChevronLeft />,
  'chevron-right': <ChevronRight />,
  clock: <Clock />,
  droplets: <Droplets />,
  'external-link': <ExternalLink />,
  'heart-handshake': <HeartHandshake />,
  leaf: <Leaf />,
  mail: <Mail />,
  'map-pin': <MapPin />,
  menu: <Menu />,
  'messages-square': <MessagesSquare />,
  phone: <Phone />,
  play: <Play fill="currentColor" />,
  quote: <Quote />,
  repeat: <Repeat2 />,
  'shield-check': <ShieldCheck />,
  sparkles: <Sparkles />,
  users: <Users />,
  wind: <Wind />,
  x: <X />,
  whatsapp: { shapes: WHATSAPP_SHAPES },
  instagram: { shapes: INSTAGRAM_SHAPES },
  youtube: { shapes: YOUTUBE_SHAPES },
  facebook: { shapes: FACEBOOK_SHAPES },
  tiktok: { shapes: TIKTOK_SHAPES },
  logo: { shapes: LOGO_MARK_SHAPES, viewBox: '0 0 64 64', plain: true },
} satisfies Record<string, ReactElement | OwnDrawing>;

export type IconName = keyof typeof SPRITE_ICONS;
