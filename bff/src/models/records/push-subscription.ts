/**
 * One device a person gets alerts on (issue 29), as the CMS answers it to the BFF: never its
 * keys, which stay in the CMS with the sender. `person` is its owner's documentId.
 */
export type PushSubscriptionRow = { documentId: string; person: string; device: string; endpoint: string; created_at: string };
