/** Where events go: the BFF's endpoint on one machine, or a Redis channel that every BFF replica hears. */
export interface Transport {
  /** Names the destination in logs (never a secret or a password in a URL). */
  description: string;
  /** Delivers one batch (its JSON text); rejects when it did not arrive. */
  send(body: string): Promise<void>;
  close(): Promise<void>;
}

/** The destination answered, and will answer the same to a retry (a wrong secret, a malformed event). */
export class RefusedDelivery extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedDelivery';
  }
}
