// litesvm's transaction errors as a Solana node reports them: the JSON form of the RPC (`"BlockhashNotFound"`,
// `{ "InstructionError": [0, { "Custom": 1 }] }`) and the node's sentence for it ("Error processing Instruction 0:
// custom program error: 0x1"), which clients show.
import type { FailedTransactionMetadata } from 'litesvm';

type TransactionErrorJson = string | Record<string, unknown>;

// litesvm numbers its fieldless variants in these orders (its `TransactionErrorFieldless`, `InstructionErrorFieldless`).
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** The node's sentences for the transaction errors clients meet; any other reads as its name. */
const TRANSACTION_ERROR_TEXTS: Partial<Record<(typeof TRANSACTION_ERRORS)[number], string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
  InvalidWritableAccount: 'Transaction loads a writable account that cannot be written',
  TooManyAccountLocks: 'Transaction locked too many accounts',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  InvalidRentPayingAccount: 'Transaction leaves an account with a lower balance than rent-exempt minimum',
  UnbalancedTransaction: 'Sum of account balances before and after transaction do not match',
};

/** The node's sentences for the instruction errors programs return most; any other reads as its name. */
const INSTRUCTION_ERROR_TEXTS: Partial<Record<(typeof INSTRUCTION_ERRORS)[number], string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  UnbalancedInstruction: 'sum of account balances before and after instruction do not match',
  ExternalAccountLamportSpend: 'instruction spent from the balance of an account it does not own',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotExecutable: 'instruction expected an executable account',
  MissingAccount: 'An account required by the instruction is missing',
  InvalidSeeds: 'Provided seeds do not result in a valid address',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ProgramFailedToComplete: 'Program failed to complete',
  IncorrectAuthority: 'Incorrect authority provided',
  BorshIoError: 'Failed to serialize or deserialize account data',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
};

export interface TransactionError {
  json: TransactionErrorJson;
  /** The node's sentence, as in "Transaction simulation failed: <text>". */
  text: string;
}

type LitesvmError = ReturnType<FailedTransactionMetadata['err']>;
type LitesvmInstructionError = number | { code: number } | { msg: string };

function instructionError(error: LitesvmInstructionError): { json: TransactionErrorJson; text: string } {
  if (typeof error === 'number') {
    const name = INSTRUCTION_ERRORS[error] ?? 'InvalidError';
    return { json: name, text: INSTRUCTION_ERROR_TEXTS[name] ?? name };
  }
  if ('code' in error) return { json: { Custom: error.code }, text: `custom program error: 0x${error.code.toString(16)}` };
  return { json: { BorshIoError: error.msg }, text: INSTRUCTION_ERROR_TEXTS.BorshIoError as string };
}

/** A litesvm error (from `FailedTransactionMetadata.err()`) in the node's JSON and words. */
export function transactionError(error: LitesvmError): TransactionError {
  if (typeof error === 'number') return namedError(TRANSACTION_ERRORS[error] ?? 'SanitizeFailure');
  const name = error.constructor.name;
  if ('err' in error) {
    const inner = instructionError(error.err() as LitesvmInstructionError);
    return { json: { InstructionError: [error.index, inner.json] }, text: `Error processing Instruction ${error.index}: ${inner.text}` };
  }
  if ('index' in error) {
    return {
      json: { DuplicateInstruction: error.index },
      text: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    };
  }
  if (name.endsWith('InsufficientFundsForRent')) {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      text: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    };
  }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
    text: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
  };
}

/** One of the fieldless transaction errors by its name. */
export function namedError(name: (typeof TRANSACTION_ERRORS)[number]): TransactionError {
  return { json: name, text: TRANSACTION_ERROR_TEXTS[name] ?? name };
}
