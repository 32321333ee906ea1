function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through "npm run test --workspace @portal/e2e"`);
  return value;
}

/** Where the shared stack runs (set by run-e2e.ts). */
export const stackEnv = {
  appUrl: required('E2E_APP_URL'),
  cmsUrl: required('E2E_CMS_URL'),
  idpUrl: required('E2E_IDP_URL'),
  /** A full-access CMS token for set-up only (the BFF's own token may not write these records). */
  cmsSetupToken: required('E2E_CMS_SETUP_TOKEN'),
  /** The stack's SES emulator: `GET /store` lists every email sent. */
  sesUrl: required('E2E_SES_URL'),
  /**
   * The stack's SQLite file: the forms' evidence is checked (and tampered with) there, as an
   * operator with database access could. Read when a journey needs it: the scaled leg runs on
   * PostgreSQL and has none.
   */
  get cmsDatabase() {
    return required('E2E_CMS_DATABASE');
  },
};
