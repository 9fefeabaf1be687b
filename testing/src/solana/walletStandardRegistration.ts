// The registration protocol is the same for every namespace: it lives in
// ../walletStandard/registration.ts, shared with the Bitcoin test wallet.
export {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  registerStandardWallet,
} from '../walletStandard/registration';
