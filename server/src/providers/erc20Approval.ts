/**
 * Real ERC-20 allowance reads and approve calls on a configured chain's node, encoded with
 * viem: what GET /v1/convert/allowance and GET /v1/convert/build-approve answer.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, isHex } from 'viem';
import type { ChainReader } from '../context';
import { HttpError, InvalidRequestError, UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { callChainNode } from './chainNodeCall';

type Address = `0x${string}`;

/** allowance(owner, spender) of the token, read with eth_call at the latest block. */
export async function readErc20Allowance(
  chain: ChainReader,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
  const outcome = await callChainNode(chain, 'eth_call', [{ to: token, data }, 'latest']);
  const notToken = () =>
    new InvalidRequestError(SERVER_MESSAGES.notErc20Token(token, chain.config.caipNetworkId));
  if (!outcome.ok || typeof outcome.result !== 'string' || !isHex(outcome.result)) throw notToken();
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: outcome.result });
  } catch {
    // '0x' from an address with no code, or an answer that is not a uint256.
    throw notToken();
  }
}

export interface ApproveCall {
  /** approve(spender, amount) calldata. */
  readonly data: `0x${string}`;
  /** Gas the node estimates for the call from the owner. */
  readonly gas: bigint;
  readonly gasPrice: bigint;
}

/**
 * approve(spender, amount) from the owner to the token, with the node's gas estimate and
 * gas price. The token must answer allowance() (400 otherwise), and a call the node says
 * would fail is a 400 with the node's reason.
 */
export async function buildErc20Approve(
  chain: ChainReader,
  {
    token,
    owner,
    spender,
    amount,
  }: { token: Address; owner: Address; spender: Address; amount: bigint },
): Promise<ApproveCall> {
  await readErc20Allowance(chain, token, owner, spender);
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  const [estimate, gasPrice] = await Promise.all([
    callChainNode(chain, 'eth_estimateGas', [{ from: owner, to: token, data }]),
    readGasPrice(chain),
  ]);
  if (!estimate.ok)
    throw new InvalidRequestError(SERVER_MESSAGES.approveWouldFail(estimate.message));
  if (typeof estimate.result !== 'string' || !isHex(estimate.result) || estimate.result === '0x') {
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chain.config.caipNetworkId));
  }
  return { data, gas: BigInt(estimate.result), gasPrice };
}

async function readGasPrice(chain: ChainReader): Promise<bigint> {
  try {
    return await chain.getGasPrice();
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw new UpstreamError(SERVER_MESSAGES.chainUnavailable(chain.config.caipNetworkId), {
      cause,
    });
  }
}
