/**
 * Blueprint's stylesheet (about 50 kB gzipped, with global rules for body, a and p) is
 * imported only by admin screens, which render only for admins: readers never download it,
 * and a refused reader's page keeps its own look.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
// After Blueprint's stylesheet: its data: URL icons, refused by the CSP, come from this origin.
import './blueprint-icons.css';
// Then the portal's theme of it: Blueprint's colours, corners, type and focus ring from the tokens.
import './blueprint-theme.css';
