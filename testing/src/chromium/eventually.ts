/**
 * Retries `check` (an assertion, or any function that throws until things are ready) until it
 * passes, every `intervalMs`, for at most `timeoutMs`; then throws its last error. For state
 * that a browser page updates on its own schedule (logs, network records). Not a timing test:
 * the limit only bounds a wait.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
