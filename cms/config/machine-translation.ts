import type { Core } from '@strapi/strapi';

/**
 * Machine translation of posts and calendar events through Amazon Translate
 * (src/content-languages/machine-translation): on only when TRANSLATE_REGION is set. Without
 * keys the AWS SDK finds credentials itself (an instance or task role), as for SES and S3.
 * TRANSLATE_ENDPOINT points the client elsewhere: a VPC endpoint, or in development and tests
 * the local fake (tools/stack/src/translate-fake).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  region: env('TRANSLATE_REGION'),
  endpoint: env('TRANSLATE_ENDPOINT'),
  accessKeyId: env('TRANSLATE_ACCESS_KEY_ID'),
  secretAccessKey: env('TRANSLATE_SECRET_ACCESS_KEY'),
});
