import { printSignInAccounts, stopOnSignals } from './launcher-console.ts';
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
printSignInAccounts(stack);
stopOnSignals(stack.stop);
