/** @jest-environment node */
import { verifyMessage } from 'viem';
import { createDevWallet } from './devWallet';
import type { DevWalletRequest } from './devWalletError';
import { grantMessage, type PermissionRequest, revokeMessage } from './permissionMessages';

// Granting and revoking sign locally: nothing here reaches the chain.
const CHAIN = { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' };

async function connectedWallet(answer: (request: DevWalletRequest) => boolean = () => true) {
  const prompts: DevWalletRequest[] = [];
  const wallet = createDevWallet({
    chain: CHAIN,
    approve: (request) => {
      prompts.push(request);
      return answer(request);
    },
  });
  await wallet.provider.request({ method: 'eth_requestAccounts' });
  return { wallet, prompts, address: wallet.addresses[0] as `0x${string}` };
}

const grant = (address: `0x${string}`): PermissionRequest => ({
  chainId: '0x7a69',
  address,
  expiry: 1_900_000_000,
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86_400 } }],
  policies: [],
});

describe("the Dev Wallet's permissions (ERC-7715)", () => {
  it('tells a page it grants permissions on its chains, and nothing about asset discovery', async () => {
    const { wallet, address } = await connectedWallet();
    expect(await wallet.provider.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      '0x7a69': { permissions: { supported: true, signerTypes: ['account'], permissionTypes: expect.any(Array) } },
    });
  });

  it('grants once the user approves: the context is the account signature over the grant', async () => {
    const { wallet, prompts, address } = await connectedWallet();
    const answer = (await wallet.provider.request({ method: 'wallet_grantPermissions', params: [grant(address)] })) as {
      context: `0x${string}`;
    };
    expect(answer).toMatchObject(grant(address));
    expect(await verifyMessage({ address, message: grantMessage(grant(address)), signature: answer.context })).toBe(true);
    expect(prompts.at(-1)).toMatchObject({
      method: 'wallet_grantPermissions',
      summary: `Grant native-token-recurring-allowance on Anvil A until ${new Date(1_900_000_000_000).toISOString()}`,
    });
  });

  it('signs the policies as given, so the project and the nonce the modal binds a grant to are in the signed text', async () => {
    const { wallet, address } = await connectedWallet();
    const binding = { type: 'grant-binding', data: { projectId: 'demo-project', nonce: 'ab'.repeat(16) } };
    const bound = { ...grant(address), policies: [binding] };
    const answer = (await wallet.provider.request({ method: 'wallet_grantPermissions', params: [bound] })) as {
      context: `0x${string}`;
      policies: unknown;
    };
    expect(answer.policies).toEqual([binding]);
    expect(grantMessage(bound)).toContain('"policies":[{"data":{"nonce":"abababababababababababababababab","projectId":"demo-project"}');
    expect(await verifyMessage({ address, message: grantMessage(bound), signature: answer.context })).toBe(true);
    expect(await verifyMessage({ address, message: grantMessage(grant(address)), signature: answer.context })).toBe(false);
  });

  it('refuses a grant the user rejects, one for another account, and one on a chain it does not have', async () => {
    const { wallet, address } = await connectedWallet((request) => request.method !== 'wallet_grantPermissions');
    await expect(wallet.provider.request({ method: 'wallet_grantPermissions', params: [grant(address)] })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(
      wallet.provider.request({ method: 'wallet_grantPermissions', params: [grant(wallet.addresses[1] as `0x${string}`)] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      wallet.provider.request({ method: 'wallet_grantPermissions', params: [{ ...grant(address), chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it("revokes a smart session by signing its id, and still forgets the site for the account permission's revoke", async () => {
    const { wallet, prompts, address } = await connectedWallet();
    const signature = (await wallet.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ pci: 'pci-1', address }],
    })) as `0x${string}`;
    expect(await verifyMessage({ address, message: revokeMessage('pci-1'), signature })).toBe(true);
    expect(prompts.at(-1)).toMatchObject({ method: 'wallet_revokePermissions', summary: 'Revoke smart session pci-1' });
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([address]);

    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([]);
  });
});
