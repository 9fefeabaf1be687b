/**
 * Contract accounts sign in: a minimal EIP-1271 account (hand-assembled, one EOA owner:
 * __fixtures__/ownedContractAccount.ts) deployed on anvil, and the same account not deployed
 * yet, its signature wrapped per EIP-6492 with its deployment through anvil's CREATE2 deployer.
 * The server asks the chain's node through viem's public client.
 */
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import {
  concatHex,
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  hashMessage,
  http,
  pad,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { serializeErc6492Signature } from 'viem/utils';
import { ownedAccountCreationCode } from './__fixtures__/ownedContractAccount';
import { siweText, testClock, TEST_DOMAIN, TEST_ORIGIN } from './__fixtures__/siwxTestKit';
import { createSiwxServer, type SiwxServer } from './siwxServer';

const CHAIN_ID = 31337;
/** The deterministic deployment proxy anvil has at genesis (CREATE2 of salt ++ creation code). */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

const owner = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

let node: AnvilInstance;
let contractAccount: Address;
let siwx: SiwxServer;
const clock = testClock();

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID });
  const deployer = privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey);
  const wallet = createWalletClient({ account: deployer, transport: http(node.url) });
  const client = createPublicClient({ transport: http(node.url) });
  const hash = await wallet.deployContract({
    abi: [],
    bytecode: ownedAccountCreationCode(owner.address),
    chain: null,
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  contractAccount = getAddress(receipt.contractAddress!);
  siwx = createSiwxServer({
    domains: [TEST_DOMAIN],
    uris: [TEST_ORIGIN],
    chains: [{ chainId: `eip155:${CHAIN_ID}`, rpcUrl: node.url }],
    now: clock.now,
  });
});
afterAll(() => node.stop());

/** The owner's raw ECDSA signature of the EIP-191 hash: what the account's isValidSignature checks. */
const ownerSignature = (signer: typeof owner, message: string): Promise<Hex> =>
  signer.sign({ hash: hashMessage(message) });

async function messageFor(address: Address) {
  const { nonce } = await siwx.issueNonce();
  return siweText(address, CHAIN_ID, nonce, clock.now());
}

describe('EIP-1271: a deployed contract account', () => {
  it('signs in with its owner’s signature', async () => {
    const message = await messageFor(contractAccount);
    const session = await siwx.signIn(message, await ownerSignature(owner, message));
    expect(session).toMatchObject({ chainId: `eip155:${CHAIN_ID}`, address: contractAccount });
  });

  it('is refused with another key’s signature (401)', async () => {
    const message = await messageFor(contractAccount);
    await expect(
      siwx.signIn(message, await ownerSignature(stranger, message)),
    ).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
      status: 401,
    });
  });

  it('is refused when the statement was changed after the owner signed (401)', async () => {
    const message = await messageFor(contractAccount);
    const signature = await ownerSignature(owner, message);
    const tampered = message.replace('Sign in to Example', 'Sign in to Example, and more');
    await expect(siwx.signIn(tampered, signature)).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    });
  });
});

describe('EIP-6492: a contract account not deployed yet', () => {
  const salt = pad('0x6492', { size: 32 });
  const creationCode = ownedAccountCreationCode(owner.address);
  const counterfactual = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt,
    bytecode: creationCode,
  });
  const wrap = (signature: Hex) =>
    serializeErc6492Signature({
      address: CREATE2_DEPLOYER,
      data: concatHex([salt, creationCode]),
      signature,
    });

  it('signs in with the wrapped signature (the validator deploys it inside an eth_call)', async () => {
    const client = createPublicClient({ transport: http(node.url) });
    await expect(client.getCode({ address: counterfactual })).resolves.toBeUndefined();
    const message = await messageFor(counterfactual);
    const session = await siwx.signIn(message, wrap(await ownerSignature(owner, message)));
    expect(session.address).toBe(counterfactual);
    // Verification is a call, not a transaction: the account is still not deployed.
    await expect(client.getCode({ address: counterfactual })).resolves.toBeUndefined();
  });

  it('is refused with another key’s wrapped signature (401)', async () => {
    const message = await messageFor(counterfactual);
    await expect(
      siwx.signIn(message, wrap(await ownerSignature(stranger, message))),
    ).rejects.toMatchObject({ code: 'SIGNATURE_MISMATCH', status: 401 });
  });
});
