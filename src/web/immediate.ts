// setImmediate for browsers (the session and the search worker turn their event loop with it): a message to this
// thread's own port, which runs after pending input and without the 4 ms floor of nested setTimeout. Imported first.
const scope = globalThis as { setImmediate?: (callback: () => void) => unknown };

if (scope.setImmediate === undefined) {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  scope.setImmediate = (callback: () => void) => {
    waiting.push(callback);
    channel.port2.postMessage(null);
  };
}

export {};
