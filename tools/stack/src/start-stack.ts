import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './dev-identity-provider/demo-accounts.ts';
import { ProductionConfigError } from './production-checks.ts';
import { startStack } from './stack.ts';

const started = Date.now();
// Metrics as production serves them, on 127.0.0.1 only (docs/operations.md lists them).
const metricsPorts = { bff: Number(process.env.METRICS_PORT ?? 9464), cms: Number(process.env.CMS_METRICS_PORT ?? 9465) };
const stack = await startStack({ buildIfNeeded: true, metricsPorts }).catch((error: unknown) => {
  // A configuration problem is the operator's to fix: say what to set, without a stack trace.
  console.error(error instanceof ProductionConfigError ? error.message : error);
  process.exit(1);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log(`
School portal is ready (${seconds} s).

  Open the portal:     ${stack.url}
  Armidale campus:     ${stack.url.replace('localhost', 'armidale.localhost')}
  CMS admin panel:     ${stack.cmsUrl}/admin${stack.cmsAccounts ? '' : '   (create the first CMS administrator there)'}
  Metrics:             http://127.0.0.1:${metricsPorts.bff}/metrics (BFF), http://127.0.0.1:${metricsPorts.cms}/metrics (CMS)
${stack.sesUrl ? `  Sent email (inbox):  ${stack.sesUrl}   (local SES emulator; nothing leaves this machine)\n` : ''}${stack.translateUrl ? `  Translations:        ${stack.translateUrl}/_fake/calls   (local Amazon Translate fake: texts marked [ar], [zh], [vi])\n` : ''}${stack.idpUrl ? `  Identity providers:  ${stack.idpUrl} (Sydney), ${stack.armidaleIdpUrl} (Armidale): development sign-in\n` : ''}`);
if (stack.idpUrl) {
  console.log(`Demo accounts (password "${DEMO_PASSWORD}" for each):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.campus.padEnd(9)} ${account.username.padEnd(10)} ${account.note}`);
}
if (stack.cmsAccounts) {
  // Development only: generated into the git-ignored cms/.env, printed so that nobody has to look there.
  console.log('\nCMS admin panel accounts (development):');
  console.log(`  editor         ${stack.cmsAccounts.editor.email}  password ${stack.cmsAccounts.editor.password}  (Editor: posts, headers, places, pages, events, broadcasts)`);
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
