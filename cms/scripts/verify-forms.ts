/**
 * npm run verify-forms -- <formDocumentId> [--receipt <response_hash>:<chain_head>]...
 *     checks a permission form's evidence (issue 30): every answer's hash and every event of the
 *     form's hash-chained log recomputed from the stored rows, and each receipt a signer was
 *     emailed (its answer's hash and the chain head it quotes) held against them. Prints one
 *     line per problem, in words; exit code 0 when everything holds, 1 otherwise.
 *
 * Loads the compiled app (run `npm run build --workspace cms` after changing content types)
 * without starting the HTTP server, next to a running CMS on the same database, as the import
 * command does; it only reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { loadFormEvidence, parseReceipt, verifyFormEvidence, type Receipt } from '../src/consent-forms/verify';

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');
const USAGE = 'Usage: npm run verify-forms -- <formDocumentId> [--receipt <response_hash>:<chain_head>]...';

/** The form and the receipts named on the command line; throws with the usage on anything else. */
function parseArguments(args: readonly string[]): { formId: string; receipts: Receipt[] } {
  const receipts: Receipt[] = [];
  let formId: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--receipt' || arg.startsWith('--receipt=')) {
      const value = arg === '--receipt' ? args[(index += 1)] : arg.slice('--receipt='.length);
      const receipt = value === undefined ? null : parseReceipt(value);
      if (!receipt)
        throw new Error(
          `"${value ?? ''}" is not a receipt: give the two hashes of the receipt email as <response_hash>:<chain_head>.\n${USAGE}`,
        );
      receipts.push(receipt);
    } else if (formId === null && !arg.startsWith('-')) {
      formId = arg;
    } else {
      throw new Error(`Unexpected argument "${arg}".\n${USAGE}`);
    }
  }
  if (!formId) throw new Error(USAGE);
  return { formId, receipts };
}

const main = async (): Promise<void> => {
  const { formId, receipts } = parseArguments(process.argv.slice(2));
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm run build --workspace cms` first.');
  }
  // The bootstrap must not seed the demo school into the database being checked.
  process.env.PORTAL_SEED = 'off';
  const strapi = await createStrapi({ appDir, distDir }).load();
  try {
    const evidence = await loadFormEvidence(strapi, formId);
    if (!evidence) {
      console.error(`No form ${formId} is stored: check the id (the form's documentId, as in /admin/forms/<id>).`);
      process.exitCode = 1;
      return;
    }
    const problems = verifyFormEvidence(evidence, receipts);
    for (const problem of problems) console.log(problem);
    const checked = `${evidence.responses.length} answer(s), ${evidence.events.length} event(s) and ${receipts.length} receipt(s) of "${evidence.form.title}"`;
    if (problems.length === 0) console.log(`All holds: ${checked} checked.`);
    else console.log(`${problems.length} problem(s) found in ${checked}.`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await strapi.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
