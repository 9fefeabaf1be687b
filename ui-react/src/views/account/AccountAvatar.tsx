import { addressGradient } from './addressDisplay';

/** The account's avatar: a gradient drawn from its address. */
export function AccountAvatar({
  address,
  size = 64,
}: {
  readonly address: string;
  readonly size?: number;
}) {
  return (
    <span
      className="portico-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, backgroundImage: addressGradient(address) }}
    />
  );
}
