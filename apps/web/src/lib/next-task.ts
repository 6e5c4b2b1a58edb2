/**
 * Resolves in a later task, letting the browser handle input and paint in between: long start-up
 * work split this way never blocks a slow phone's main thread for long. A message, not a timer:
 * timers in a tab in the background wait up to a second each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
