import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev-identity-provider/demo-accounts.ts';
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
if (stack.idpUrl) {
  console.log(`Demo accounts (password "${DEMO_PASSWORD}" for each):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.campus.padEnd(9)} ${account.username.padEnd(10)} ${account.note}`);
}
if (stack.cmsAccounts) {
  console.log('\nCMS admin panel accounts (development):');
  console.log(`  editor         ${stack.cmsAccounts.editor.email}  password ${stack.cmsAccounts.editor.password}`);
  console.log(`  administrator  ${stack.cmsAccounts.admin.email}  password ${stack.cmsAccounts.admin.password}`);
}
console.log('\nPress Ctrl+C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    void stack.stop().then(() => process.exit(0));
  });
}
