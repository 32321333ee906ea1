import { applyContentRules } from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';

/**
 * A form's body as the server will store and show it (bff routes/consent-forms `sanitised`): the
 * contract's content rules, then its rich-text allow-list, so that an unsaved body is previewed
 * as carers will read it and never runs what the allow-list drops (a script, an event handler).
 * This portal's own host keeps links in the same tab, as the post editor writes them.
 */
export function bodyAsShown(body: string, host = window.location.hostname): string {
  return sanitiseRichText(applyContentRules(body, { internalHosts: [host] }));
}
