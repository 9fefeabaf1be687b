import { TOKENS } from '@portico/core';
import type { PorticoViewProps } from '@portico/react';
import { Button, Text, WalletIcon } from '@portico/react/ui';
import { WALLET_GUIDE_LABELS as LABELS } from './labels';

/** WhatIsAWallet: a short explanation and "Get a wallet", which opens AllWallets. */
export default function WhatIsAWalletView({ portico }: PorticoViewProps) {
  const options = portico.resolve(TOKENS.options);
  const router = portico.resolve(TOKENS.router);
  return (
    <div className="portico-view portico-help">
      <span className="portico-help__icon" aria-hidden="true">
        <WalletIcon />
      </span>
      <Text as="h3" variant="heading">
        {LABELS.walletHelpTitle}
      </Text>
      <Text variant="muted">{LABELS.walletHelp}</Text>
      <Text as="h3" variant="heading">
        {LABELS.walletHelpLogin}
      </Text>
      <Text variant="muted">{LABELS.walletHelpLoginText}</Text>
      {options.features.allWallets && (
        <Button fullWidth onClick={() => router.push('AllWallets')}>
          {LABELS.getAWallet}
        </Button>
      )}
    </div>
  );
}
