/**
 * The icons code names, drawn from Lucide. Named imports only, so an island that shows an icon
 * ships just the icons this file lists, never the whole set (content icons: ContentIcon.tsx).
 */
import {
  ArrowRight, Calendar, CalendarPlus, Check, ChevronDown, Clock, Copy, Download, ExternalLink, Gift,
  Lightbulb, Link, Mail, MapPin, Menu, MessageSquare, Percent, Phone, Play, Rocket, Search, ShieldCheck, Star,
  Ticket, TrendingUp, Users, Wallet, X,
} from 'lucide';
import { LucideSvg } from './LucideSvg.tsx';

const nodes = {
  search: Search,
  close: X,
  menu: Menu,
  chevronDown: ChevronDown,
  arrowRight: ArrowRight,
  check: Check,
  copy: Copy,
  download: Download,
  play: Play,
  percent: Percent,
  gift: Gift,
  shield: ShieldCheck,
  trendingUp: TrendingUp,
  wallet: Wallet,
  link: Link,
  rocket: Rocket,
  mapPin: MapPin,
  ticket: Ticket,
  calendar: Calendar,
  calendarPlus: CalendarPlus,
  externalLink: ExternalLink,
  clock: Clock,
  users: Users,
  star: Star,
  phone: Phone,
  chat: MessageSquare,
  mail: Mail,
  lightbulb: Lightbulb,
} as const;

export type IconName = keyof typeof nodes;

export function Icon({ name, className = 'size-5', filled = false }: { name: IconName; className?: string; filled?: boolean }) {
  return <LucideSvg node={nodes[name]} className={className} filled={filled} />;
}
