import type { Plugin } from 'vite';

/** React Router's production build: its code is in one module, shared by every export. */
const REACT_ROUTER_PRODUCTION = /\/react-router\/dist\/production\/[^/]+\.mjs$/;

/** `Link.displayName = "Link";` at the top level: a name for React DevTools. */
const DEVTOOLS_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** `var Link = React10.forwardRef(`: making a component or context calls nothing else. */
const COMPONENT_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * React Router's production build names its components and contexts for React DevTools
 * (`Form.displayName = "Form"`) and makes them with calls the bundler cannot know are pure
 * (`React.forwardRef(...)`). Both are statements a bundler must keep, so every component of
 * the library stayed in the reader's app chunk with all it calls, used or not: the form and
 * fetcher components, the framework mode's prefetching links, the await boundary. This drops
 * the names (only DevTools reads them; development builds keep theirs) and marks the calls
 * pure, so what the portal does not use is left out (1.3 KB gzip of the reader's JavaScript).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'portal:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code) {
        if (!code.includes('.displayName = ')) return null;
        return {
          code: code.replace(DEVTOOLS_NAME, '').replace(COMPONENT_FACTORY, '$1/* @__PURE__ */ $2'),
          map: null,
        };
      },
    },
  };
}
