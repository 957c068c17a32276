import { IconBook, IconChart, IconClipboard, IconHistory, IconMeeting, IconMic, IconScript, IconSettings, IconShield, type IconProps } from '@speakwell/ui';
import type { ComponentType } from 'react';

export interface NavLinkItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  adminOnly?: boolean;
}

/** The sidebar, in the product's fixed order (the practice screens first, Settings and Admin last). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Speaking Drill', Icon: IconMic },
  { to: '/scripts', label: 'Script Shadowing', Icon: IconScript },
  { to: '/meeting-qa', label: 'Meeting Q&A', Icon: IconMeeting },
  { to: '/meeting-history', label: 'Meeting History', Icon: IconHistory },
  { to: '/dictionary', label: 'Dictionary', Icon: IconBook },
  { to: '/dashboard', label: 'Dashboard', Icon: IconChart },
  { to: '/history', label: 'Drill History', Icon: IconClipboard },
  { to: '/settings', label: 'Settings', Icon: IconSettings },
  { to: '/admin', label: 'Admin', Icon: IconShield, adminOnly: true },
];
