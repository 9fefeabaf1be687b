// The sign-in views, keyed by the spec's view names: the plugin module's `views`.
import ConnectingSiweView from './ConnectingSiweView';
import SIWXSignMessageView from './SIWXSignMessageView';

export const siwxViews = {
  SIWXSignMessage: SIWXSignMessageView,
  ConnectingSiwe: ConnectingSiweView,
};
