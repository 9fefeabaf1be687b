import { TOKENS } from '@portico/core';
import type { PorticoViewProps } from '@portico/react';
import { Button, Text } from '@portico/react/ui';
import { NAMES_LABELS as LABELS } from './labels';
import { useNames } from './useNames';

/** RegisterAccountNameSuccess (spec 2): the name registered; Done goes back to the account. */
export default function RegisterNameSuccessView({ portico }: PorticoViewProps) {
  const { state } = useNames();
  const router = portico.resolve(TOKENS.router);
  const name = state.registered ?? state.profile?.profileName ?? '';
  return (
    <div className="portico-view portico-view--center">
      <Text variant="heading" as="p">
        {LABELS.registered(name)}
      </Text>
      <Text variant="muted">{LABELS.registeredDetail}</Text>
      <Button fullWidth onClick={() => router.reset('Account')}>
        {LABELS.done}
      </Button>
    </div>
  );
}
