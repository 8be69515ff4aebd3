/** The time "now" for rules that depend on it (paid periods, subscriptions, events); tests move it. */
export type Clock = () => Date;
