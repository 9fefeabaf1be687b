/**
 * The Bitcoin adapter's wallet side, one per adapter instance: the wallet wrappers (Wallet
 * Standard, sats-connect, WalletConnect's bip122 namespace), the checks of what a peer answers,
 * the error mapping and the send / sign orchestration. It is the adapter's wallet chunk:
 * bitcoinAdapter.ts loads it with `import()` on the first connect, reconnect, network switch,
 * signature, send or fee estimate (never to list wallets), so a page that shows the modal
 * carries only discovery. The account is the wallet's PAYMENT address; its ordinals address is
 * never an account (it never funds a send). One file at about 300 lines: the per-instance state
 * (wallets, accounts, networks) and the steps that read and write it belong together.
 */
import {
  lazy,
  ChainNotSupportedError,
  isSessionConnector,
  WalletRequestError,
  type Adapter,
  type AdapterContext,
  type Connection,
  type Connector,
  type Network,
  type SendTransactionParams,
  type Unsubscribe,
} from '@portico/core';
import { addressFormatOf } from './addressFormats';
import { loadBitcoinChain, type BitcoinChainModule } from './chain/bitcoinChain';
import { toEstimateError, toSendError, toWalletError } from './errorMapping';
import { BitcoinSendDataError, BitcoinSendInputError, NotABitcoinWalletError } from './errors';
import type { BitcoinAdapterOptions } from './options';
import { isSatsConnectConnector } from './satsConnect/providers';
import { walletChainOf } from './walletChains';
import type { BitcoinAccount, BitcoinWallet } from './wallets/bitcoinWallet';
import { isPeerAddress } from './wallets/peerAddress';
import { decodeStrictBase64, unsignedTransactionHex } from './wallets/psbtBytes';
import { createSatsConnectWallet } from './wallets/satsConnectWallet';
import { createStandardWallet } from './wallets/standardWallet';
import type { WalletContext } from './wallets/walletContext';
import { createWalletConnectWallet } from './wallets/walletConnectWallet';
import { isStandardWalletProvider } from './walletStandard/standardWallet';

/** What the adapter's methods of the same names do once the wallet chunk is loaded. */
export type WalletSession = Pick<
  Required<Adapter>,
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessageWithScheme'
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateFee'
> & {
  /** Stops listening to the wallets and forgets their accounts. */
  destroy(): void;
};

/**
 * The amount a fee preview prices when none is typed yet (0, or Max): 546 sats, the highest
 * dust limit (P2PKH), so the priced transfer is a valid one to any receiver. The fee depends on
 * the coins spent and the outputs, hardly on the amount.
 */
const PREVIEW_AMOUNT = 546n;

const paymentAddresses = (accounts: readonly BitcoinAccount[]) =>
  accounts.filter((account) => account.purpose === 'payment').map((account) => account.address);

export function createWalletSession(
  options: BitcoinAdapterOptions,
  context: AdapterContext,
): WalletSession {
  const chainOptions = options.addressFormats ? { addressFormats: options.addressFormats } : {};
  const loadChain = lazy<BitcoinChainModule>(() => loadBitcoinChain(chainOptions));
  const formatOf = (network: Network) => addressFormatOf(network, options.addressFormats);
  const walletContext: WalletContext = Object.freeze({
    addressFormatOf: formatOf,
    walletChainOf: (network: Network) =>
      walletChainOf(network, formatOf(network), options.walletChains),
  });

  /** One BitcoinWallet per wallet object (a re-registered wallet is a new object). */
  const wallets = new WeakMap<object, BitcoinWallet>();
  const walletWatchers = new Map<string, Unsubscribe>();
  /** The accounts of each connected connector (its payment public key funds sends). */
  const accountsOf = new Map<string, readonly BitcoinAccount[]>();
  /** The network each connected connector is on (a message is signed with its address format). */
  const networkOf = new Map<string, Network>();

  const walletOf = (connector: Connector): BitcoinWallet => {
    const { provider } = connector;
    const known = typeof provider === 'object' && provider ? wallets.get(provider) : undefined;
    if (known) return known;
    let wallet: BitcoinWallet;
    if (isSessionConnector(connector)) {
      wallet = createWalletConnectWallet(connector.provider, walletContext);
    } else if (isStandardWalletProvider(provider))
      wallet = createStandardWallet(provider, walletContext);
    else if (isSatsConnectConnector(connector)) {
      wallet = createSatsConnectWallet(connector.provider!, walletContext);
    } else throw new NotABitcoinWalletError(connector.id);
    wallets.set(provider as object, wallet);
    return wallet;
  };

  /** Tells core about the wallet's account changes while the app holds it. */
  const listen = (connector: Connector, wallet: BitcoinWallet) => {
    walletWatchers.get(connector.id)?.();
    const stop = wallet.onAccountsChanged((accounts) => {
      const payments = paymentAddresses(accounts);
      if (payments.length === 0) {
        accountsOf.delete(connector.id);
        context.emit({ type: 'disconnect', connectorId: connector.id });
      } else {
        accountsOf.set(connector.id, accounts);
        context.emit({ type: 'accountsChanged', connectorId: connector.id, accounts: payments });
      }
    });
    walletWatchers.set(connector.id, stop);
  };

  const established = (
    connector: Connector,
    wallet: BitcoinWallet,
    network: Network,
    accounts: readonly BitcoinAccount[],
  ): Connection => {
    const format = formatOf(network);
    const valid = accounts.filter((account) => isPeerAddress(account.address, format));
    const payments = paymentAddresses(valid);
    const [address] = payments;
    if (!address) throw new WalletRequestError('connect');
    accountsOf.set(connector.id, valid);
    networkOf.set(connector.id, network);
    listen(connector, wallet);
    return {
      address,
      chainId: String(network.id),
      accountType: 'payment',
      accounts: payments.map((candidate) => ({ address: candidate, type: 'payment' as const })),
    };
  };

  /** Spec section 5: a send needs an amount and a receiver of the network. */
  const checkSend = (network: Network, to: string, amount: bigint) => {
    if (!isPeerAddress(to, formatOf(network)) || amount <= 0n) throw new BitcoinSendInputError();
  };

  const publicKeyOf = (connectorId: string, address: string) =>
    accountsOf.get(connectorId)?.find((account) => account.address === address)?.publicKey;

  const build = async (
    params: Pick<SendTransactionParams, 'connector' | 'network' | 'from' | 'to'>,
    amount: bigint,
  ) => {
    const chain = await loadChain();
    const fromPublicKey = publicKeyOf(params.connector.id, params.from);
    const built = await chain.buildTransfer({
      network: params.network,
      from: params.from,
      to: params.to,
      amount,
      ...(fromPublicKey !== undefined && { fromPublicKey }),
    });
    return { chain, built };
  };

  const feeOf = async (
    params: Pick<SendTransactionParams, 'connector' | 'network' | 'from' | 'to'>,
    amount: bigint,
  ) => {
    try {
      return (await build(params, amount)).built.fee;
    } catch (error) {
      throw toEstimateError(error);
    }
  };

  /** The wallet signed the transfer Portico built, not another transaction. */
  const sameTransaction = (unsigned: string, signed: string) => {
    const before = decodeStrictBase64(unsigned);
    const after = decodeStrictBase64(signed);
    const hex = before && unsignedTransactionHex(before);
    return hex !== undefined && after !== undefined && unsignedTransactionHex(after) === hex;
  };

  return {
    async connect({ connector, network }) {
      const wallet = walletOf(connector);
      try {
        return established(connector, wallet, network, await wallet.connect(network));
      } catch (error) {
        throw toWalletError(error, 'connect');
      }
    },

    async reconnect({ connector, network }) {
      let wallet: BitcoinWallet;
      try {
        wallet = walletOf(connector);
      } catch {
        return undefined;
      }
      const accounts = await wallet.reconnect(network);
      if (paymentAddresses(accounts).length === 0) return undefined;
      try {
        return established(connector, wallet, network, accounts);
      } catch {
        return undefined;
      }
    },

    async disconnect({ connector }) {
      walletWatchers.get(connector.id)?.();
      walletWatchers.delete(connector.id);
      accountsOf.delete(connector.id);
      networkOf.delete(connector.id);
      const provider = connector.provider;
      if (typeof provider === 'object' && provider) await wallets.get(provider)?.disconnect();
    },

    /**
     * Moves the wallet where it has a current network. A wallet's addresses depend on the
     * network's address format (bc1… on mainnet, tb1… on testnet and signet, bcrt1… on regtest):
     * across formats the account becomes the wallet's payment address on the new network (read
     * without a prompt), and a wallet that gives none there refuses the switch ('Chain is not
     * supported'), leaving the account where it was.
     */
    async switchNetwork({ connector, network }) {
      try {
        const format = formatOf(network);
        const wallet = walletOf(connector);
        await wallet.switchNetwork(network);
        const previous = networkOf.get(connector.id);
        if (!previous) return;
        if (formatOf(previous) !== format) {
          const accounts = (await wallet.reconnect(network)).filter((account) =>
            isPeerAddress(account.address, format),
          );
          const payments = paymentAddresses(accounts);
          if (payments.length === 0) throw new ChainNotSupportedError(String(network.id));
          accountsOf.set(connector.id, accounts);
          context.emit({ type: 'accountsChanged', connectorId: connector.id, accounts: payments });
        }
        networkOf.set(connector.id, network);
      } catch (error) {
        throw toWalletError(error, 'switchNetwork');
      }
    },

    async signMessageWithScheme({ connector, address, message }) {
      const network = networkOf.get(connector.id) ?? context.networks[0];
      if (!network) throw new WalletRequestError('signMessage');
      return walletOf(connector).signMessage({ address, message, network });
    },

    /**
     * A payment from the account's payment address: the chain module builds the PSBT (coin
     * selection, change back to the payment address, the API's fee rate with its floor), the
     * wallet signs its inputs, the chain module finalizes and broadcasts it; the txid.
     */
    async sendTransaction(params) {
      if (params.data !== undefined && params.data !== '' && params.data !== '0x') {
        throw new BitcoinSendDataError();
      }
      checkSend(params.network, params.to, params.value);
      const wallet = walletOf(params.connector);
      try {
        const { chain, built } = await build(params, params.value);
        const signed = await wallet.signPsbt({
          psbt: built.psbt,
          network: params.network,
          signers: [{ address: params.from, inputIndexes: built.inputIndexes }],
        });
        if (!sameTransaction(built.psbt, signed)) throw new WalletRequestError('signPsbt');
        return await chain.broadcast(params.network, signed);
      } catch (error) {
        throw toSendError(error);
      }
    },

    /** Bitcoin has no gas: the network fee in satoshis, as estimateFee. */
    async estimateGas(params) {
      checkSend(params.network, params.to, params.value);
      return feeOf(params, params.value);
    },

    /**
     * The satoshis the sender spends on the send besides the amount: the network fee of the
     * transfer as built (its coins, its change). An amount of 0 (a preview before one is typed,
     * or Max) is priced as PREVIEW_AMOUNT. Bitcoin has no tokens: a token send is refused.
     */
    async estimateFee(params) {
      if ('token' in params) throw new BitcoinSendInputError();
      const priced = params.value === 0n ? PREVIEW_AMOUNT : params.value;
      checkSend(params.network, params.to, priced);
      return feeOf(params, priced);
    },

    destroy() {
      for (const stop of walletWatchers.values()) stop();
      walletWatchers.clear();
      accountsOf.clear();
    },
  };
}
