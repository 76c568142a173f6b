/** @jest-environment node */
import { NAME_REGISTRATION_HEADER, nameRegistrationMessage, readNameRegistrationMessage } from './registrationMessage';

const payload = { name: 'newcomer.reown.id', attributes: {}, timestamp: 1_765_117_309 };

describe('the name registration message', () => {
  it('puts the service, its version and the chain above the JSON payload, and reads them back', () => {
    const message = nameRegistrationMessage(31337, payload);
    expect(message).toBe(
      'reown.id name registration, version 1\nChain ID: 31337\n{"name":"newcomer.reown.id","attributes":{},"timestamp":1765117309}',
    );
    expect(readNameRegistrationMessage(message)).toEqual({ chainId: 31337, payload });
  });

  it('reads nothing from the bare payload, another service or version, a chain that is no number, or a line more', () => {
    const json = JSON.stringify(payload);
    for (const message of [
      json,
      `other.id name registration, version 1\nChain ID: 1\n${json}`,
      `reown.id name registration, version 2\nChain ID: 1\n${json}`,
      `${NAME_REGISTRATION_HEADER}\nChain ID: 0x1\n${json}`,
      `${NAME_REGISTRATION_HEADER}\nChain ID: 01\n${json}`,
      `${NAME_REGISTRATION_HEADER}\nChain ID: 1`,
      `${NAME_REGISTRATION_HEADER}\nChain ID: 1\n${json}\n`,
      `${NAME_REGISTRATION_HEADER}\nChain ID: 1\n{not json`,
    ]) {
      expect(readNameRegistrationMessage(message)).toBeUndefined();
    }
  });
});
