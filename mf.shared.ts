// The one list of Module Federation shared singletons, used by the shell and every remote.
// Workspace libraries that hold state (the session store, the API client) are shared so the
// host and all remotes see one instance. The contracts and zod are shared for bytes: every
// remote parses responses with them, and sharing ships them once (from the shell) instead of
// ~24 KB gzip inside every remote.
/**
 * The react-router API the shell and remotes may use. react-router is shipped tree-shaken to
 * this list (its full build is ~60 KB gzip, this part ~12 KB); a remote that needs another
 * export adds it here, and the shell is rebuilt once.
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useBlocker',
  'useOutletContext',
  'generatePath',
  'matchPath',
];

export const mfShared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router': {
    singleton: true,
    requiredVersion: '^7.18.0',
    treeShaking: { mode: 'runtime-infer' as const, usedExports: REACT_ROUTER_EXPORTS },
  },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.60.0' },
  '@speakwell/session': { singleton: true, requiredVersion: '^1.0.0' },
  '@speakwell/api-client': { singleton: true, requiredVersion: '^1.0.0' },
  '@speakwell/ui': { singleton: true, requiredVersion: '^1.0.0' },
  '@speakwell/contracts': { singleton: true, requiredVersion: '^1.0.0' },
};
