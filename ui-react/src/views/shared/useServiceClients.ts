import { useEffect, useState } from 'react';
import type { Portico, ServiceClients } from '@portico/core';

export type ServiceClientsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly clients: ServiceClients | undefined };

/** The instance's service clients (their code loads on first use); undefined clients: none. */
export function useServiceClients(portico: Portico): ServiceClientsState {
  const [state, setState] = useState<ServiceClientsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    portico.services().then(
      (clients) => current && setState({ status: 'ready', clients }),
      () => current && setState({ status: 'ready', clients: undefined }),
    );
    return () => {
      current = false;
    };
  }, [portico]);
  return state;
}
