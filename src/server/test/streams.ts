/** Reads a stream's text until it matches, failing after `ms`. */
export function streamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text() {
      return text;
    },
    async until(pattern: RegExp, ms = 2000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${pattern} within ${ms} ms; got ${JSON.stringify(text)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<'late'>((r) => setTimeout(() => r('late'), left)),
        ]);
        if (chunk === 'late') continue;
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

export type StreamReader = ReturnType<typeof streamReader>;

/** Polls until the check holds, failing after `ms`. */
export async function waitFor(check: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
