import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resolveConfig, type WalletModalOptions } from '../../config/config';
import { mainnet } from '../../config/networks';
import { DESKTOP } from '../../utils/platform';

// Worked out once: the reducer asks for its initial state several times while the store is built.
let defaultOptions: WalletModalOptions | undefined;

/** The serialisable configuration; `createWalletModal` preloads it from the host's config. */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: (): WalletModalOptions => (defaultOptions ??= { ...resolveConfig({ networks: [mainnet] }).options, platform: DESKTOP }),
  reducers: {
    themeModeChanged(state, action: PayloadAction<WalletModalOptions['themeMode']>) {
      state.themeMode = action.payload;
    },
    themeVariablesChanged(state, action: PayloadAction<WalletModalOptions['themeVariables']>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
  },
  selectors: {
    selectOptions: (state) => state,
    selectFeatures: (state) => state.features,
    selectThemeMode: (state) => state.themeMode,
    selectPlatform: (state) => state.platform,
  },
});

export const { themeModeChanged, themeVariablesChanged } = optionsSlice.actions;
export const { selectOptions, selectFeatures, selectThemeMode, selectPlatform } = optionsSlice.selectors;
