import type { Core } from '@strapi/strapi';

/** config/machine-translation.ts: the environment's TRANSLATE_* settings, unset ones undefined. */
type MachineTranslationConfig = { region?: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };

export type MachineTranslationSettings = {
  region: string;
  endpoint?: string;
  /** Absent: the AWS SDK's own chain (an instance or task role, the shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const given = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * The Amazon Translate settings, or null when machine translation is off (TRANSLATE_REGION unset).
 * Settings that cannot be what the operator meant stop the start, naming the variable: a key
 * without its secret, or an endpoint or keys with no region (machine translation would be off
 * while they think it on).
 */
export function machineTranslationSettings(strapi: Core.Strapi): MachineTranslationSettings | null {
  const config = (strapi.config.get('machine-translation') ?? {}) as MachineTranslationConfig;
  const region = given(config.region);
  const endpoint = given(config.endpoint);
  const accessKeyId = given(config.accessKeyId);
  const secretAccessKey = given(config.secretAccessKey);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'Machine translation: set TRANSLATE_ACCESS_KEY_ID and TRANSLATE_SECRET_ACCESS_KEY together, or neither (the machine role).',
    );
  }
  if (!region) {
    if (endpoint || accessKeyId)
      throw new Error(
        'Machine translation: TRANSLATE_ENDPOINT or TRANSLATE_ACCESS_KEY_ID is set without TRANSLATE_REGION, which switches it on.',
      );
    return null;
  }
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}
