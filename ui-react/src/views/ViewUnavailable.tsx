import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';

/** What a view that nothing provides (not built yet, or its plugin gave no renderer) shows. */
export default function ViewUnavailable() {
  return (
    <div className="portico-view portico-view--center">
      <Text variant="muted">{LABELS.viewUnavailable}</Text>
    </div>
  );
}
