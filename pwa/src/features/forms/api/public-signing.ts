import { eSignaturePaths, matchesPattern, type PublicSigningRecord, type publicSigningInput } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ESignatureRoute = keyof typeof eSignaturePaths;
export type PublicSignature = z.infer<typeof publicSigningInput>['data'];

/** The spec's public call of each e-signature route: a hyphen in the call where the route has an underscore. */
const PUBLIC_SIGNING_CALLS = {
  docusign: 'docusign',
  docusignInterview: 'docusign-interview',
  docusignPk: 'docusignpk',
  docusignPkKps: 'docusignpkkps',
} as const satisfies Record<ESignatureRoute, string>;

export type PublicSigningCall = (typeof PUBLIC_SIGNING_CALLS)[ESignatureRoute];

/** The call the signing page at this address asks (the portal's own links open /docusign). */
export function publicSigningCallOf(pathname: string): PublicSigningCall {
  const route = (Object.keys(eSignaturePaths) as ESignatureRoute[]).find((name) =>
    matchesPattern(eSignaturePaths[name].pattern, pathname),
  );
  return PUBLIC_SIGNING_CALLS[route ?? 'docusign'];
}

/**
 * What an emailed signing link opens, without sign-in: the form for the child it names, or only
 * that it was signed and when, or that the form is closed. The token (`t`) is the CMS's to read;
 * a link altered or expired is refused with the server's message.
 */
export function usePublicSigning(call: PublicSigningCall, token: string) {
  return useQuery({
    queryKey: ['public-signing', call, token],
    queryFn: () => api.get<PublicSigningRecord>(call, { query: { t: token }, auth: false }),
  });
}

/** The link's recipient's signature, for the child the link names. */
export function useSignByLink(call: PublicSigningCall, token: string) {
  return useMutation({
    mutationFn: (data: PublicSignature) => api.post<{ signed_at: string }>(call, { data }, { query: { t: token }, auth: false }),
  });
}
