/**
 * anvil's well-known test accounts (mnemonic "test test … junk", m/44'/60'/0'/0/i). They are public:
 * never send real value to them.
 */
export const ANVIL_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const;

/**
 * The local Solana chain's test keypairs (tools/solanaChain.ts funds them): ed25519 seeds, each the SHA-256 of
 * "redux-wallet-modal solana test account <i>", for `Keypair.fromSeed`. They are public: never send real value to them.
 */
export const SOLANA_TEST_SEEDS = [
  '0x2dd1997dd91c8a66202588bf6e51c7a59fb64502a058ad78f17d98588dd447bb',
  '0x00bbe0278ce2d2257c94bae07a6a207f7fcc87a4c81978dbfa3cbf8f9ce642de',
  '0x46d7dc4e826541a8b1bf18a76a53347f6dda2f32fdb364b2c918c5228109146d',
  '0x38bbfbabdfa32f5519e182873c29f1e5d950a53a621fc5d57f00c630607165ac',
  '0x9b436608decaa9b5e1fd9bd97c81738c195ec2c81ed982cb878a3e8b390f0df8',
  '0x3957362c226c02ad5efb6b05b4b0d65699a9a661f144e17e197912bd3bdad738',
  '0xcca14e6cfae8a9ba5ed85fa44e4c466d4a42b4c8c46899bab725dd2f26ba7418',
  '0xd15f332cfbb8a9a211691a822779c7098d9a80e877bdb8068ef927e9cb292b70',
  '0x70473009b68cdef98570158474f29311356e33a52e7603aa23b2ff4368ac6360',
  '0xa0b422ed4be0b1ad83c9114f9e0045ed4cb19b494ebd08412f1c7bdcef44ec83',
] as const;

/** The public keys (base58) of `SOLANA_TEST_SEEDS`, in the same order. */
export const SOLANA_TEST_ADDRESSES = [
  'EpVhv8XkeNGKDoDZxZdL4FBuCqAYmcKuL8WngpiZ1JtY',
  '8e61zhPp2GtgEx73eBRHobNZmcPAxtamtB7SAxcfe6xV',
  'PddVGBcdZJ9DxUu7oKedUSnb3LeXEB7xAJSJ2C5rXXv',
  'EHmjQ8aeEWp92LkDBowo8Vx8XgaDYgJn61AaFqe7m6Mp',
  '6mvRk8s2HD95vD64xmgdxc4jAPu1gtxCE4wXmzSG4VH3',
  'EocJcgmuCewTTDbF3qnXFdVLJbofJ52WpzirYJMHbh8f',
  '6u6ZMiq1XRZPP3fcn6ehaDd3ivnW1CGi9RqVo4at4afe',
  '2WkKdQciRMhmcMDpvxx54Bq5CiS9kZBuqgZVkXjw8VwN',
  'BEyf52UQepoHgub9e8SVBCuQiBHKfw82jEinhh5GKwqy',
  'BaL2Tqozg4sotPzfPgNZmzqc5isaaTdRW1k8meFh5wZQ',
] as const;
