import {
  DEFAULT_LANGUAGE,
  eSignaturePaths,
  matchesPattern,
  type Language,
  type LinkSignedRecord,
  type PublicSigningRecord,
  type publicSigningInput,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, send } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

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
 * a link altered or expired is refused with the server's message. In another language than
 * English, the page names it (nobody is signed in to have one), and the form comes with its
 * machine translation into it when there is one; read again when the language changes.
 */
export function usePublicSigning(call: PublicSigningCall, token: string, language: Language = DEFAULT_LANGUAGE) {
  return useQuery({
    queryKey: ['public-signing', call, token, language],
    queryFn: () =>
      api.get<PublicSigningRecord>(call, {
        query: language === DEFAULT_LANGUAGE ? { t: token } : { t: token, language },
        auth: false,
      }),
  });
}

/** The link's recipient's signature, for the child the link names. */
export function useSignByLink(call: PublicSigningCall, token: string) {
  return useMutation({
    mutationFn: (data: PublicSignature) => api.post<LinkSignedRecord>(call, { data }, { query: { t: token }, auth: false }),
  });
}

/**
 * The signed copy, for the recipient of an emailed link, who has no other way back to their
 * answer: fetched through its signed link (the BFF's, on the portal's own origin) and saved.
 * Rejects with the server's words, such as "still being made" in the minute after signing.
 */
export async function downloadSignedCopy(signedCopyUrl: string, title: string): Promise<void> {
  const link = new URL(signedCopyUrl, window.location.origin);
  const response = await send(
    link.pathname.replace(/^\/api\//, ''),
    { query: Object.fromEntries(link.searchParams), auth: false },
    'application/pdf',
  );
  browser.saveFile(await response.blob(), `${title} - signed copy.pdf`);
}
