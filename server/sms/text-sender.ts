import type { Mailer } from '../mail/mailer';

/** One text message (SMS) to a phone number in international format. */
export interface TextMessage {
  to: string;
  text: string;
}

/**
 * Sends one-time codes to phones. The default keeps them in the local outbox (DATA_DIR/outbox, as
 * JSON with `to` = the number); a real SMS provider plugs in by implementing this interface.
 */
export interface TextSender {
  send(message: TextMessage): Promise<void>;
}

export function createOutboxTextSender(outbox: Mailer): TextSender {
  return { send: ({ to, text }) => outbox.send({ to, subject: 'SMS', text }) };
}
