/**
 * Resolves in a new task (a message to itself, which timers do not delay or clamp): work after
 * it does not lengthen the task that was running. A lazy page's code is evaluated in the task
 * that received it, and its first render followed in the same task; apart, each stays shorter
 * (issue 11, decision 059).
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
