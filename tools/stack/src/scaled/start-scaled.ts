import { printSignInAccounts, stopOnSignals } from '../launcher-console.ts';
import { ProductionConfigError } from '../production-checks.ts';
import { NginxConfigError } from './nginx.ts';
import { ScaledStackError, startScaledStack } from './scaled-stack.ts';

const started = Date.now();
const stack = await startScaledStack({ buildIfNeeded: true }).catch((error: unknown) => {
  // What the operator must do (install nginx, start PostgreSQL, set a secret), without a stack trace.
  console.error(
    error instanceof ScaledStackError || error instanceof NginxConfigError || error instanceof ProductionConfigError
      ? error.message
      : error,
  );
  process.exit(1);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log(`
School portal (scaled configuration) is ready (${seconds} s).

  Open the portal:     ${stack.url}   (development certificate: accept it once in the browser)
  Armidale campus:     ${stack.armidaleUrl}
  CMS admin panel:     ${stack.cmsUrl}/admin   (through nginx's CMS balancer)
  BFF processes:       ${stack.bffUrls.join(', ')}   (behind nginx; /healthz, /readyz)
  CMS processes:       ${stack.cmsUrls.join(', ')}   (both run jobs; /healthz, /readyz)
  Metrics:             ${[...stack.bffMetricsUrls, ...stack.cmsMetricsUrls].join(' ')}
  Database:            ${stack.databaseUrl.replace(/\/\/[^@/]*@/, '//')}
${stack.sesUrl ? `  Sent email (inbox):  ${stack.sesUrl}\n` : ''}`);
printSignInAccounts(stack);
stopOnSignals(stack.stop);
