/** Why a sign-in could not go on (not shown to the visitor: the spec's texts are core's). */
export type SiwxFailureCode = 'NOT_VERIFIED' | 'NO_ACCOUNT' | 'NO_FORMAT' | 'STEP_BEFORE_SETUP';

export class SiwxFailure extends Error {
  override readonly name = 'SiwxFailure';
  constructor(
    message: string,
    readonly code: SiwxFailureCode,
  ) {
    super(message);
  }
}
