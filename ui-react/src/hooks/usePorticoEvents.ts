import { useEffect, useState } from 'react';
import type { PorticoEvent } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

/**
 * The latest event of the instance (`{ type, data, timestamp }`: MODAL_OPEN, CONNECT_SUCCESS,
 * ...), or undefined before the first one after mounting. Like AppKit's `useAppKitEvents()`.
 */
export function usePorticoEvents(): PorticoEvent | undefined {
  const portico = usePorticoInstance();
  const [event, setEvent] = useState<PorticoEvent | undefined>(undefined);
  useEffect(() => portico.subscribeEvents(setEvent), [portico]);
  return event;
}
