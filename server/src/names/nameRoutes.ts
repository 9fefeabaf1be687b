/**
 * The name service routes of the blockchain data service (spec 7), and two of Portico's own:
 *
 *   GET  /v1/profile/account/{name}           the name's profile; 404 when not registered
 *   GET  /v1/profile/reverse/{address}        the address's names, oldest first (maybe none),
 *                                             at most REVERSE_LOOKUP_MAX_NAMES
 *   GET  /v1/profile/suggestions/{name}       zone: { suggestions: [{ name, registered }] }
 *   POST /v1/profile/account                  { coin_type, address, message, signature }
 *   POST /v1/profile/account/{name}/update    the same body: the owner replaces the attributes
 *   POST /v1/profile/account/{name}/release   the same body: the owner gives the name up
 *
 * Every change is signed (personal_sign) by `address` over core's createNameMessage text:
 * the action of the route, the name, this server's origin, the chain of coin_type and the
 * account (400 when any differs, registrationMessage.ts), recent (400), and used once (409).
 * A registration's name is `<label>.<zone>` under the account-name rule (400), coin_type is
 * an EVM one (400), the name is free (409) and the address holds fewer than
 * MAX_NAMES_PER_ADDRESS names (409). An update or release names the path's name (400), which
 * must exist (404) and belong to the address (403). `apiVersion` and `sender` are accepted
 * and change nothing: there is one answer shape.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { NameAction } from '@portico/core/services';
import { hashMessage } from 'viem';
import type { Context } from 'hono';
import { ConflictError, InvalidRequestError, NotFoundError, NotOwnerError } from '../errors';
import { readEvmAddress, readJsonObject, readStringField } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import { signedServerOrigin } from '../signedRequests/serverOrigin';
import { chainOfCoinType, readEvmCoinType } from './coinType';
import { MAX_NAMES_PER_ADDRESS, REVERSE_LOOKUP_MAX_NAMES } from './nameLimits';
import { toNameProfile } from './nameProfile';
import {
  asciiLowerCase,
  readLookupName,
  readRegistrableName,
  readSuggestionLabel,
  readZone,
} from './nameRules';
import { suggestNames } from './nameSuggestions';
import { MAX_CLOCK_AHEAD_SECONDS, parseRegistrationMessage } from './registrationMessage';
import { assertSignedBy, readSignature } from './registrationSignature';

export function nameRoutes(context: ServerContext): Hono {
  const app = new Hono();
  const { repository, config } = context;
  const zone = asciiLowerCase(config.names.zone);
  const server = signedServerOrigin(config);

  app.get('/v1/profile/account/:name', async (c) => {
    const name = readLookupName(c.req.param('name'));
    const record = await repository.findName(name);
    if (!record) throw new NotFoundError(SERVER_MESSAGES.nameNotFound(name));
    return c.json(toNameProfile(record));
  });

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = readEvmAddress(c.req.param('address'));
    const sender = c.req.query('sender');
    if (sender) readEvmAddress(sender);
    const names = await repository.findNamesByAddress(address, REVERSE_LOOKUP_MAX_NAMES);
    return c.json(names.map(toNameProfile));
  });

  app.get('/v1/profile/suggestions/:name', async (c) => {
    readZone(c.req.query('zone'), zone);
    const label = readSuggestionLabel(c.req.param('name'), zone);
    const suggestions = await suggestNames(
      label,
      zone,
      async (name) => (await repository.findName(name)) !== undefined,
    );
    return c.json({ suggestions });
  });

  /**
   * The signed body of a change: its message read for `action`, the signature checked (401)
   * and used up (409).
   */
  const readSignedChange = async (c: Context, action: NameAction) => {
    const body = await readJsonObject(c);
    const coinType = readEvmCoinType(body.coin_type);
    const address = readEvmAddress(readStringField(body, 'address'));
    const message = readStringField(body, 'message');
    const signature = readSignature(readStringField(body, 'signature'));
    const nowSeconds = Math.floor(context.now() / 1000);
    const { maxMessageAgeSeconds } = config.names;
    const content = parseRegistrationMessage(
      message,
      { nowSeconds, maxAgeSeconds: maxMessageAgeSeconds },
      { action, server, chain: chainOfCoinType(coinType), address },
    );
    await assertSignedBy(address, message, signature);
    const expiresAt = content.timestamp + maxMessageAgeSeconds + MAX_CLOCK_AHEAD_SECONDS;
    if (!(await repository.claimSignedRequest(hashMessage(message), expiresAt, nowSeconds))) {
      throw new ConflictError(SERVER_MESSAGES.signedRequestUsed);
    }
    return { coinType, address, content, nowSeconds };
  };

  /** The path's name, which the message must name, registered to the signer. */
  const readOwnedName = async (c: Context, action: NameAction) => {
    const name = readLookupName(c.req.param('name') ?? '');
    const change = await readSignedChange(c, action);
    const signed = asciiLowerCase(change.content.name);
    if (signed !== name) {
      throw new InvalidRequestError(SERVER_MESSAGES.nameNotInPath(change.content.name, name));
    }
    const record = await repository.findName(name);
    if (!record) throw new NotFoundError(SERVER_MESSAGES.nameNotFound(name));
    if (record.address.toLowerCase() !== change.address.toLowerCase()) {
      throw new NotOwnerError(SERVER_MESSAGES.nameNotOwned(name, change.address));
    }
    return { ...change, name, record };
  };

  app.post('/v1/profile/account', async (c) => {
    const { coinType, address, content, nowSeconds } = await readSignedChange(c, 'register');
    const name = readRegistrableName(content.name, zone);
    const record = {
      name,
      address,
      coinType,
      attributes: content.attributes,
      registeredAt: nowSeconds,
      updatedAt: nowSeconds,
    };
    const registered = await repository.registerName(record, MAX_NAMES_PER_ADDRESS);
    if (registered === 'taken') throw new ConflictError(SERVER_MESSAGES.nameTaken(name));
    if (registered === 'limit') {
      throw new ConflictError(SERVER_MESSAGES.nameLimit(address, MAX_NAMES_PER_ADDRESS));
    }
    return c.json(toNameProfile(record));
  });

  app.post('/v1/profile/account/:name/update', async (c) => {
    const { name, address, content, nowSeconds, record } = await readOwnedName(c, 'update');
    if (!(await repository.updateNameAttributes(name, address, content.attributes, nowSeconds))) {
      throw new NotFoundError(SERVER_MESSAGES.nameNotFound(name));
    }
    return c.json(
      toNameProfile({ ...record, attributes: content.attributes, updatedAt: nowSeconds }),
    );
  });

  app.post('/v1/profile/account/:name/release', async (c) => {
    const { name, address } = await readOwnedName(c, 'release');
    if (!(await repository.releaseName(name, address))) {
      throw new NotFoundError(SERVER_MESSAGES.nameNotFound(name));
    }
    return c.json({ success: true });
  });

  return app;
}
