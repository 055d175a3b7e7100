/**
 * A client of a Node process's inspector (started with --inspect=127.0.0.1:PORT), for what
 * only the process itself can tell: its memory after a full garbage collection. RSS alone
 * cannot show a leak reliably, since V8 grows its heap in steps and gives memory back late.
 * Node 20 needs --experimental-websocket for the global WebSocket this uses.
 */

export interface HeapReading {
  /** JavaScript objects still reachable after a full collection, in MB. */
  heapUsedMb: number;
  /** Memory outside the JavaScript heap, in MB: buffers, the database's WebAssembly memory. */
  externalMb: number;
}

export interface Inspector {
  /** Collects all garbage in the process, then reads process.memoryUsage() there. */
  readHeapAfterGc(): Promise<HeapReading>;
  close(): void;
}

export async function connectInspector(port: number): Promise<Inspector> {
  if (typeof WebSocket === 'undefined') {
    throw new Error('No global WebSocket: run this with node --experimental-websocket');
  }
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  interface Answer {
    id?: number;
    result?: unknown;
    error?: unknown;
  }
  const waiting = new Map<number, (answer: Answer) => void>();
  // Answers carry their call's id; events (none asked for) carry none.
  socket.addEventListener('message', (event) => {
    const answer = JSON.parse(String(event.data)) as Answer;
    if (answer.id === undefined) return;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (answer) =>
        answer.error
          ? reject(new Error(`${method}: ${JSON.stringify(answer.error)}`))
          : resolve(answer.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  const megabytes = (bytes: number) => bytes / 1024 / 1024;
  return {
    async readHeapAfterGc() {
      await call('HeapProfiler.collectGarbage');
      const { result } = (await call('Runtime.evaluate', {
        expression: 'process.memoryUsage()',
        returnByValue: true,
      })) as { result: { value: NodeJS.MemoryUsage } };
      return {
        heapUsedMb: megabytes(result.value.heapUsed),
        externalMb: megabytes(result.value.external),
      };
    },
    close: () => socket.close(),
  };
}
