// @portico/react/ui: the modal's building blocks for the views of feature plugins, so that a
// plugin's view looks and behaves like the modal's own (styles from @portico/react/styles.css).
export { Button, type ButtonProps } from './Button';
export { Text, type TextProps } from './Text';
export { WalletIcon } from './icons';
export { WalletImage, type WalletImageProps } from './WalletImage';
export { QrCode, type QrCodeProps } from '../walletconnect/QrCode';
export { copyText } from './copyText';
export { ListRow, type ListRowProps } from './ListRow';
export { Spinner } from './Spinner';
export { shortAddress } from '../buttons/shortAddress';
