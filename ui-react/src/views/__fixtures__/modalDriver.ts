/**
 * Test fixture: drive the modal in jsdom the way a user does (open it, find controls by their
 * accessible name, click, type, press keys) and wait for lazy views and requests to settle.
 */
import { act } from 'react';
import type { OpenOptions, Portico } from '@portico/core';

/** The open dialog, or null. */
export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** The accessible name of a control as axe computes it, close enough for our controls. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? '';
  return visibleText(element).replace(/\s+/g, ' ').trim();
}

/** Text content without aria-hidden subtrees (what assistive technology reads). */
function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(visibleText).join('');
}

/** Waits (with React updates flushed) until `find` returns something; fails after ~2 s. */
export async function waitFor<T>(
  find: () => T | null | undefined | false,
  what = 'it',
): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = find();
    if (found) return found;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`waited in vain for ${what}`);
}

/** Elements with `role` (explicit, or button/link/list/listitem by tag) in the dialog. */
export function allByRole(role: string, root: ParentNode = document): HTMLElement[] {
  const implicit: Record<string, string> = {
    button: 'button:not([role])',
    listitem: 'li:not([role])',
    list: 'ul:not([role])',
    heading: 'h1, h2, h3',
    textbox: 'input[type="search"], input[type="text"]',
  };
  const selector = [`[role="${role}"]`, implicit[role]].filter(Boolean).join(', ');
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** The element of `role` whose accessible name is `name` (exact), or whose name matches. */
export function byRole(role: string, name: string | RegExp, root: ParentNode = document) {
  return allByRole(role, root).find((element) => {
    const text = accessibleName(element);
    return typeof name === 'string' ? text === name : name.test(text);
  });
}

export async function findByRole(role: string, name: string | RegExp, root?: ParentNode) {
  return waitFor(() => byRole(role, name, root), `${role} "${String(name)}"`);
}

/** An element whose own text is exactly `text`. */
export function byText(text: string, root: ParentNode = document): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('*')].find(
    (element) => element.children.length === 0 && (element.textContent ?? '').trim() === text,
  );
}

export async function findByText(text: string, root?: ParentNode) {
  return waitFor(() => byText(text, root), `text "${text}"`);
}

export async function openModal(portico: Portico, options?: OpenOptions): Promise<HTMLElement> {
  await act(async () => {
    await portico.open(options);
  });
  return waitFor(() => {
    const element = dialog();
    // Ready once the view's code has loaded (no loading spinner left in the body).
    return element && !element.querySelector('.portico-modal__body > [aria-busy="true"]')
      ? element
      : null;
  }, 'the dialog');
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

export async function press(key: string, init: KeyboardEventInit = {}, target?: Element) {
  await act(async () => {
    const on = target ?? document.activeElement ?? document.body;
    on.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });
}

/** Types into a React-controlled input (sets the value through the native setter). */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
