import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './dev-identity-provider/demo-accounts.ts';
import type { Stack } from './stack.ts';

/**
 * What a person signs in with, printed under the addresses by `npm start` and `npm run
 * start:scaled`: the demo accounts (with the dev identity providers) and the CMS admin panel's
 * seeded accounts (development only: generated into the git-ignored cms/.env, printed so that
 * nobody has to look there). Ends with how to stop.
 */
export function printSignInAccounts({ idpUrl, cmsAccounts }: Pick<Stack, 'idpUrl' | 'cmsAccounts'>): void {
  if (idpUrl) {
    console.log(`Demo accounts (password "${DEMO_PASSWORD}" for each):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.campus.padEnd(9)} ${account.username.padEnd(10)} ${account.note}`);
  }
  if (cmsAccounts) {
    console.log('\nCMS admin panel accounts (development):');
    console.log(
      `  editor         ${cmsAccounts.editor.email}  password ${cmsAccounts.editor.password}  (Editor: posts, headers, places, pages, events, broadcasts)`,
    );
    console.log(`  administrator  ${cmsAccounts.admin.email}  password ${cmsAccounts.admin.password}`);
  }
  console.log('\nPress Ctrl+C to stop.');
}

/** Ctrl+C or SIGTERM stops the launched processes once, then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping...');
      void stop().then(() => process.exit(0));
    });
  }
}
