/** Each sidebar link, where it goes and the heading its screen shows (spec section 2). */
export const SIDEBAR_SCREENS = [
  { link: 'Speaking Drill', path: '/', heading: 'What would you like to practice today?' },
  { link: 'Script Shadowing', path: '/scripts', heading: 'Script Library', text: 'Create, manage, and practice your scripts.' },
  { link: 'Meeting Q&A', path: '/meeting-qa', heading: 'Meeting Q&A' },
  { link: 'Meeting History', path: '/meeting-history', heading: 'Meeting History' },
  { link: 'Dictionary', path: '/dictionary', heading: 'Your Personal Dictionary' },
  { link: 'Dashboard', path: '/dashboard', heading: 'Your Progress Dashboard' },
  { link: 'Drill History', path: '/history', heading: 'Drill History' },
  { link: 'Settings', path: '/settings', heading: 'Settings' },
  { link: 'Admin', path: '/admin', heading: 'Admin Panel' },
] as const;
