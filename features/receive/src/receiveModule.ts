// Receive's code, loaded when its view first opens: one view, no state or actions.
import ReceiveView from './ReceiveView';

export const views = { Receive: ReceiveView };
