import { UAParser } from 'ua-parser-js';

/** Browser and OS names for the web logs, parsed on the server (ua-parser-js 1.x, MIT). */
export function browserAndOs(userAgent: string): { browserName: string; osName: string } {
  const result = new UAParser(userAgent).getResult();
  return { browserName: result.browser.name ?? 'Unknown', osName: result.os.name ?? 'Unknown' };
}
