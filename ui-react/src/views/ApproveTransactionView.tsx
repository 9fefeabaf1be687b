import { Spinner } from '../ui/Spinner';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';

/** ApproveTransaction: waits while the wallet shows the transaction. */
export default function ApproveTransactionView() {
  return (
    <div className="portico-view portico-view--center">
      <Spinner size="large" />
      <div aria-live="polite">
        <Text variant="heading">{LABELS.approveInWallet}</Text>
      </div>
    </div>
  );
}
