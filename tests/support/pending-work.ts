/** Work that runs until finish() is called; started tells whether it has begun. */
export function pending() {
  let finish = () => {};
  const state = { started: false };
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    state,
    finish: () => finish(),
    work: async () => {
      state.started = true;
      await done;
    },
  };
}

/** Lets every promise and timer that is due run. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
