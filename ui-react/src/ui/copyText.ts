import { TOKENS, type Portico } from '@portico/core';

/**
 * Copies `text` to the clipboard and raises a success toast saying `done` (which the modal's
 * polite live region reads out). Without a clipboard (an insecure page, a refused permission)
 * nothing is raised: the text stays on screen to select by hand.
 */
export async function copyText(portico: Portico, text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    portico.resolve(TOKENS.toasts).success(done);
  } catch {
    // No clipboard: the text stays shown.
  }
}
