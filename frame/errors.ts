import { ErrorText } from '../src/errors';
import { WalletErrorCode as ProviderErrorCode } from '../src/walletErrorCodes';

/** An error the app's providers read as EIP-1193's: its message and its code. */
const withCode = (message: string, code: number) => Object.assign(new Error(message), { code });

/** The user clicked Reject in the frame. */
export const userRejected = () => withCode(ErrorText.userRejectedRequest, ProviderErrorCode.userRejected);

/** A method the policy lets through but this wallet does not implement. */
export const unsupportedMethod = (method: string) =>
  withCode(ErrorText.frameMethodUnsupported(method), ProviderErrorCode.unsupportedMethod);
