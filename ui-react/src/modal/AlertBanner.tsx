import type { AlertState } from '@portico/core';
import { IconButton } from '../ui/IconButton';
import { CloseIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';

/** The instance's alert (configuration problems, expired session), closable. */
export function AlertBanner({
  alert,
  onClose,
}: {
  readonly alert: AlertState;
  readonly onClose: () => void;
}) {
  return (
    <div className={`portico-alert portico-alert--${alert.variant}`} role="alert">
      <div className="portico-alert__body">
        <p className="portico-alert__title">{alert.title}</p>
        {alert.message && <p className="portico-alert__message">{alert.message}</p>}
      </div>
      <IconButton label={LABELS.dismissAlert} icon={<CloseIcon />} onClick={onClose} />
    </div>
  );
}
