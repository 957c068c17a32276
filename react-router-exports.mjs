/**
 * The react-router API the shell and remotes may use. react-router is shipped tree-shaken to
 * this list (its full build is ~60 KB gzip, this part ~12 KB). An import of anything else is a
 * lint error in that app (eslint.config.mjs, no-restricted-imports), since the shared build
 * would lack it in the browser; a remote that needs another export adds it here, and the shell
 * is rebuilt once.
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
