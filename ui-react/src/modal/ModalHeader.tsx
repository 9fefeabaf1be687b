import { IconButton } from '../ui/IconButton';
import { BackIcon, CloseIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';

export interface ModalHeaderProps {
  readonly titleId: string;
  readonly title: string;
  readonly canGoBack: boolean;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/** Back (when there is somewhere to go back to), the view's title, Close. */
export function ModalHeader({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) {
  return (
    <div className="portico-header">
      <span className="portico-header__side">
        {canGoBack && <IconButton label={LABELS.back} icon={<BackIcon />} onClick={onBack} />}
      </span>
      <h2 id={titleId} className="portico-header__title">
        {title}
      </h2>
      <span className="portico-header__side portico-header__side--end">
        <IconButton label={LABELS.close} icon={<CloseIcon />} onClick={onClose} />
      </span>
    </div>
  );
}
