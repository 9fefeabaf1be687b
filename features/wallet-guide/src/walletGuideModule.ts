// The wallet guide's code, loaded when its view first opens: one view, no state or actions.
import WhatIsAWalletView from './WhatIsAWalletView';

export const views = { WhatIsAWallet: WhatIsAWalletView };
