export interface MessageListener {
  /** A conversation of this person changed (a message was sent); null: anything may have (the feed was lost). */
  changed(conversationId: string | null): void;
  /** The hub closed (the server is stopping): end the stream. */
  close(): void;
}

/**
 * This process's live feed of new messages: one LISTEN on the database's `messages` channel, so a
 * message sent through any server process reaches the streams of its two people held by this one.
 */
export interface MessageHub {
  /** Starts listening (once; again after a lost connection). Never throws. */
  start(): Promise<void>;
  subscribe(userId: string, listener: MessageListener): () => void;
  /**
   * Takes a place for one more stream of this person from this client address: throws 429 when the
   * person's or the address's share is used, 503 when the process is full; returns how to give it back.
   */
  admitStream(userId: string, address: string): () => void;
  close(): Promise<void>;
}
