/**
 * The text an account signs (personal_sign) to register, update or release a name on a
 * Portico data service, declared once for the client that writes it and the server that
 * checks it. Human-readable lines first, naming the purpose, the zone (the name's suffix),
 * the server, the chain and the account; then the JSON payload the route reads, whose
 * timestamp is in whole seconds (spec 9):
 *
 *   Portico name service: register the name alice.portico.id
 *   Zone: portico.id
 *   Server: https://api.portico.id
 *   Chain: eip155:1
 *   Account: 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
 *   {"action":"register","name":"alice.portico.id","attributes":{},"timestamp":1750000000}
 *
 * The service rebuilds this text from the payload, its own zone and origin, the request's
 * coin type and address, and takes the signature only when both are the same text.
 */

export const NAME_ACTIONS = ['register', 'update', 'release'] as const;
export type NameAction = (typeof NAME_ACTIONS)[number];

const PURPOSES: Readonly<Record<NameAction, string>> = Object.freeze({
  register: 'register the name',
  update: 'update the attributes of the name',
  release: 'release the name',
});

export interface NameMessageFields {
  readonly action: NameAction;
  /** The whole name with its zone: 'alice.portico.id'. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Unix seconds. */
  readonly timestamp: number;
  /** The origin of the data service ('https://api.portico.id'). */
  readonly server: string;
  /** CAIP-2 id of the eip155 chain the name's address is registered on. */
  readonly chain: string;
  /** The account that signs, 0x address (written lower case). */
  readonly address: string;
}

/** The suffix after the name's first label: 'portico.id' for 'alice.portico.id'. */
export function nameZone(name: string): string {
  const dot = name.indexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/** The JSON payload, the message's last line. */
export function nameMessagePayload(fields: NameMessageFields): string {
  const { action, name, attributes, timestamp } = fields;
  return JSON.stringify({ action, name, attributes, timestamp });
}

/** The header lines: purpose, zone, server, chain and account, in this order. */
export function nameMessageHeader(fields: NameMessageFields): readonly string[] {
  return [
    `Portico name service: ${PURPOSES[fields.action]} ${fields.name}`,
    `Zone: ${nameZone(fields.name)}`,
    `Server: ${fields.server}`,
    `Chain: ${fields.chain}`,
    `Account: ${fields.address.toLowerCase()}`,
  ];
}

export function createNameMessage(fields: NameMessageFields): string {
  return [...nameMessageHeader(fields), nameMessagePayload(fields)].join('\n');
}
