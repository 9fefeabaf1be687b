/**
 * Typed errors of @portico/core. Each class carries a stable `code`; messages come from
 * MESSAGES so a text appears once in the code base.
 */
import { MESSAGES } from './messages';

export class PorticoError extends Error {
  override readonly name: string = 'PorticoError';
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A configuration mistake by the app developer, found when options are read. */
export class ConfigurationError extends PorticoError {
  override readonly name = 'ConfigurationError';
}

/** Raised when a network is not in the configured list ('Network Not Found'). */
export class NetworkNotFoundError extends PorticoError {
  override readonly name = 'NetworkNotFoundError';
  constructor(readonly networkId: string) {
    super(MESSAGES.networkNotFound, 'NETWORK_NOT_FOUND');
  }
}

export class ProjectIdNotConfiguredError extends PorticoError {
  override readonly name = 'ProjectIdNotConfiguredError';
  constructor(readonly service: string) {
    super(MESSAGES.projectIdNotConfigured, 'PROJECT_ID_NOT_CONFIGURED');
  }
}

export class AdapterNotFoundError extends PorticoError {
  override readonly name = 'AdapterNotFoundError';
  constructor(readonly namespace: string) {
    super(MESSAGES.adapterNotFound, 'ADAPTER_NOT_FOUND');
  }
}

export class ConnectorNotFoundError extends PorticoError {
  override readonly name = 'ConnectorNotFoundError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.connectorNotFound(connectorId), 'CONNECTOR_NOT_FOUND');
  }
}

export class InvalidCaipAddressError extends PorticoError {
  override readonly name = 'InvalidCaipAddressError';
  constructor() {
    super(MESSAGES.invalidCaipAddress, 'INVALID_CAIP_ADDRESS');
  }
}

export class InvalidCaipNetworkIdError extends PorticoError {
  override readonly name = 'InvalidCaipNetworkIdError';
  constructor() {
    super(MESSAGES.invalidCaipNetworkId, 'INVALID_CAIP_NETWORK_ID');
  }
}

export class AccountTypeNotAcceptedError extends PorticoError {
  override readonly name = 'AccountTypeNotAcceptedError';
  constructor(accountType: string, namespace: string) {
    super(MESSAGES.accountTypeNotAccepted(accountType, namespace), 'ACCOUNT_TYPE_NOT_ACCEPTED');
  }
}

export class DisconnectError extends PorticoError {
  override readonly name = 'DisconnectError';
  constructor(cause: unknown) {
    super(MESSAGES.failedToDisconnect, 'DISCONNECT_FAILED', { cause });
  }
}

/** An e-mail login attempt inside the cooldown: 'Please try again after N seconds'. */
export class EmailCooldownError extends PorticoError {
  override readonly name = 'EmailCooldownError';
  constructor(readonly secondsLeft: number) {
    super(MESSAGES.emailCooldown(secondsLeft), 'EMAIL_COOLDOWN');
  }
}

export class InvalidAmountError extends PorticoError {
  override readonly name = 'InvalidAmountError';
}

/** A wallet refused (EIP-1193 code 4001 and its equivalents in other namespaces). */
export class UserRejectedError extends PorticoError {
  override readonly name = 'UserRejectedError';
  constructor(cause?: unknown) {
    super(MESSAGES.signatureDeclined, 'USER_REJECTED', { cause });
  }
}

export class InstanceDestroyedError extends PorticoError {
  override readonly name = 'InstanceDestroyedError';
  constructor() {
    super(MESSAGES.instanceDestroyed, 'INSTANCE_DESTROYED');
  }
}
