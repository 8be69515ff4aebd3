/** One outgoing mail, already in the recipient's language. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends mail: through SMTP when configured, otherwise into the local outbox (see outbox-mailer.ts). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
