/**
 * Stops every WalletConnect SDK client of this test process (their heartbeat and relay socket), so jest
 * can exit. The SDK keeps one Core per storage prefix on `globalThis`; nothing else here touches it.
 */
export function closeWalletConnectClientsAfterAll() {
  afterAll(async () => {
    const cores = Object.entries(globalThis)
      .filter(([key]) => key.startsWith('_walletConnectCore_') && !key.endsWith('_count'))
      .map(([, core]) => core as { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } });
    for (const core of cores) {
      core.heartbeat.stop();
      await core.relayer.transportClose().catch(() => undefined);
    }
  });
}
