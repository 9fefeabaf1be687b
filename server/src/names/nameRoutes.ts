/**
 * The name service routes of the blockchain data service (spec 7):
 *
 *   GET  /v1/profile/account/{name}        the name's profile; 404 when not registered
 *   GET  /v1/profile/reverse/{address}     the address's names, oldest first (maybe none)
 *   GET  /v1/profile/suggestions/{name}    zone: { suggestions: [{ name, registered }] }
 *   POST /v1/profile/account               { coin_type, address, message, signature }
 *
 * A registration is kept when `address` signed `message` (401 otherwise), the message is
 * recent (400), its name is `<label>.<zone>` under the account-name rule (400), coin_type
 * is an EVM one (400), and the name is free (409). `apiVersion` and `sender` are accepted
 * and change nothing: there is one answer shape.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import { readEvmAddress, readJsonObject, readStringField } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import { readEvmCoinType } from './coinType';
import { toNameProfile } from './nameProfile';
import {
  asciiLowerCase,
  readLookupName,
  readRegistrableName,
  readSuggestionLabel,
  readZone,
} from './nameRules';
import { suggestNames } from './nameSuggestions';
import { parseRegistrationMessage } from './registrationMessage';
import { assertSignedBy, readSignature } from './registrationSignature';

export function nameRoutes(context: ServerContext): Hono {
  const app = new Hono();
  const { repository, config } = context;
  const zone = asciiLowerCase(config.names.zone);

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
    return c.json((await repository.findNamesByAddress(address)).map(toNameProfile));
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

  app.post('/v1/profile/account', async (c) => {
    const body = await readJsonObject(c);
    const coinType = readEvmCoinType(body.coin_type);
    const address = readEvmAddress(readStringField(body, 'address'));
    const message = readStringField(body, 'message');
    const signature = readSignature(readStringField(body, 'signature'));
    const nowSeconds = Math.floor(context.now() / 1000);
    const content = parseRegistrationMessage(message, {
      nowSeconds,
      maxAgeSeconds: config.names.maxMessageAgeSeconds,
    });
    const name = readRegistrableName(content.name, zone);
    await assertSignedBy(address, message, signature);
    const record = {
      name,
      address,
      coinType,
      attributes: content.attributes,
      registeredAt: nowSeconds,
      updatedAt: nowSeconds,
    };
    if (!(await repository.insertName(record))) {
      throw new ConflictError(SERVER_MESSAGES.nameTaken(name));
    }
    return c.json(toNameProfile(record));
  });

  return app;
}
