import type { Core } from '@strapi/strapi';

// Every secret comes from the environment (cms/.env, written by the launcher, or the host).
// No return type: a missing secret must stay undefined so that Strapi names it on start.
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    // Also salts the hash of the BFF's token (see src/bff-api-token.ts).
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: { salt: env('TRANSFER_TOKEN_SALT') },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    // A school's editors should not see product surveys or licence upsells.
    nps: false,
    promoteEE: false,
  },
});

export default config;
