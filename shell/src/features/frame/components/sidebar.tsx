import { selectIsAdmin, sessionStore, useSession } from '@speakwell/session';
import { IconLogout, IconSidebar, IconWave } from '@speakwell/ui';
import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { preloadRemote } from '../../../remotes/remote-preload.js';
import { remoteForPath } from '../../../remotes/remote-routes.js';
import { NAV_LINKS } from './nav-links.js';

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** Narrow screens: the open sidebar floats over the page and closes after a click. */
  overlay: boolean;
}

/** A pointer on (or focus reaching) a link is a likely click: fetch its remote now. */
function preloadRemoteOf(path: string): void {
  const remote = remoteForPath(path);
  if (remote) preloadRemote(remote);
}

function logout() {
  sessionStore.getState().logout();
  // Logout goes to /login with a full reload, so no state of the old session survives.
  window.location.assign('/login');
}

export function Sidebar({ collapsed, onToggle, overlay }: SidebarProps) {
  const isAdmin = useSession(selectIsAdmin);
  const links = NAV_LINKS.filter((link) => !link.adminOnly || isAdmin);

  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={clsx(
        'z-40 flex h-dvh shrink-0 flex-col border-r border-ink-200/80 bg-white transition-[width] duration-200',
        collapsed ? 'w-[4.5rem]' : 'w-64',
        overlay && !collapsed ? 'fixed inset-y-0 left-0 shadow-raised' : 'sticky top-0',
      )}
    >
      <div className={clsx('flex h-16 items-center border-b border-ink-100 px-3', collapsed ? 'justify-center' : 'justify-between')}>
        {!collapsed && (
          <span className="flex items-center gap-2.5 pl-1 font-semibold tracking-tight text-ink-900">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
              <IconWave className="size-5" />
            </span>
            Speakwell
          </span>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="flex size-9 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <IconSidebar />
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                title={collapsed ? label : undefined}
                onClick={overlay && !collapsed ? onToggle : undefined}
                onPointerEnter={() => preloadRemoteOf(to)}
                onFocus={() => preloadRemoteOf(to)}
                className={({ isActive }) =>
                  clsx(
                    'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                    collapsed && 'justify-center px-0',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
                  )
                }
              >
                <Icon className="size-5 shrink-0" />
                <span className={clsx(collapsed && 'sr-only')}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-ink-100 p-3">
        <button
          type="button"
          onClick={logout}
          title={collapsed ? 'Logout' : undefined}
          className={clsx(
            'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink-600 transition-colors hover:bg-red-50 hover:text-red-700',
            collapsed && 'justify-center px-0',
          )}
        >
          <IconLogout className="size-5 shrink-0" />
          <span className={clsx(collapsed && 'sr-only')}>Logout</span>
        </button>
      </div>
    </aside>
  );
}
