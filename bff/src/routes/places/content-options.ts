import type { ContentRuleOptions } from '@portal/contract';
import type { BffConfig } from '../../config.ts';

/** Admin spec 5's content rules for this portal: its own hosts keep links in the same tab, the media host's images are ours. */
export function contentOptionsOf(config: BffConfig): ContentRuleOptions {
  return {
    internalHosts: Object.values(config.campuses).flatMap((campus) => campus.hosts),
    mediaHosts: config.mediaOrigin ? [new URL(config.mediaOrigin).hostname] : [],
  };
}
