import { describe, expect, it } from '@jest/globals';
import { parseAppRequest, parseFrameMessage, rpcMethodPolicy } from './protocol';

describe('the embedded-wallet protocol', () => {
  it('answers reads, asks the user for what signs or spends, and refuses the rest', () => {
    expect(['eth_getBalance', 'eth_call', 'eth_chainId', 'eth_sendRawTransaction'].map(rpcMethodPolicy)).toEqual([
      'safe',
      'safe',
      'safe',
      'safe',
    ]);
    expect(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signAndSendTransaction'].map(rpcMethodPolicy)).toEqual([
      'approval',
      'approval',
      'approval',
      'approval',
    ]);
    expect(['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'debug_traceCall', 'toString', ''].map(rpcMethodPolicy)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
  });

  it('reads a request only for a known event with a valid payload', () => {
    const id = crypto.randomUUID();
    expect(parseAppRequest({ type: 'app/CONNECT_OTP', id, payload: { otp: '123456' } })).toEqual({
      event: 'CONNECT_OTP',
      id,
      payload: { otp: '123456' },
    });
    expect(parseAppRequest({ type: 'app/toString', id, payload: {} })).toBeUndefined();
    expect(parseAppRequest({ type: 'frame/CONNECT_OTP', id, payload: { otp: '123456' } })).toBeUndefined();
    expect(parseAppRequest({ type: 'app/CONNECT_OTP', id: '', payload: { otp: '123456' } })).toBeUndefined();
    expect(parseAppRequest({ type: 'app/CONNECT_OTP', id, payload: {} })).toBeUndefined();
  });

  it("reads the frame's replies and its ready announcement", () => {
    const id = crypto.randomUUID();
    expect(parseFrameMessage({ type: 'frame/READY' })).toEqual({ kind: 'ready' });
    expect(parseFrameMessage({ type: 'frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: false } })).toEqual({
      kind: 'success',
      event: 'IS_CONNECTED',
      id,
      payload: { isConnected: false },
    });
    expect(parseFrameMessage({ type: 'frame/CONNECT_OTP_ERROR', id, payload: {} })).toEqual({
      kind: 'error',
      event: 'CONNECT_OTP',
      id,
      message: undefined,
      code: undefined,
    });
    expect(parseFrameMessage({ type: 'frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: 'yes' } })).toBeUndefined();
    expect(parseFrameMessage({ type: 'frame/hasOwnProperty_SUCCESS', id, payload: {} })).toBeUndefined();
  });
});
