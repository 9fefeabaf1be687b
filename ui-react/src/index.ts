// @portico/react: Portico's modal, buttons and hooks for React. See ../README.md.
export { PorticoProvider, type PorticoProviderProps } from './context/PorticoProvider';
export { usePorticoInstance } from './context/porticoContext';
export { useStoreSelector } from './hooks/useStoreSelector';
export { usePortico } from './hooks/usePortico';
export { usePorticoAccount } from './hooks/usePorticoAccount';
export { usePorticoBalance } from './hooks/usePorticoBalance';
export { usePorticoNetwork } from './hooks/usePorticoNetwork';
export { usePorticoState } from './hooks/usePorticoState';
export { usePorticoTheme } from './hooks/usePorticoTheme';
export { usePorticoEvents } from './hooks/usePorticoEvents';
export { useDisconnect } from './hooks/useDisconnect';
export { useWalletInfo } from './hooks/useWalletInfo';
export { useFeature, useFeatureState } from './hooks/useFeature';
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton';
export { NetworkButton, type NetworkButtonProps } from './buttons/NetworkButton';
export { AccountButton, type AccountButtonProps } from './buttons/AccountButton';
export type { PorticoViewProps, PorticoViewComponent } from './modal/viewTypes';
