/**
 * A wallet as the wallet catalogue lists it (spec section 3). Every field is untrusted text
 * from a service: render as text, and allow-list link schemes before opening one.
 */
export interface WalletEntry {
  readonly id: string;
  readonly name: string;
  readonly image_id?: string;
  readonly image_url?: string;
  readonly rdns?: string | null;
  /** CAIP-2 ids of the chains the wallet supports. */
  readonly chains?: readonly string[];
  readonly mobile_link?: string | null;
  readonly desktop_link?: string | null;
  readonly webapp_link?: string | null;
  readonly homepage?: string;
  readonly installed?: boolean;
}
