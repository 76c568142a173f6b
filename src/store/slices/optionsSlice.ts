import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resolveConfig, type WalletModalOptions } from '../../config/config';
import { mainnet } from '../../config/networks';
import { EMBEDDED_WALLET_API_URLS } from '../../constants';
import { isLanguageTag, pickLocale } from '../../i18n/locales';
import { DESKTOP } from '../../utils/platform';

/**
 * What the options are before a modal's own are in: every modal's store starts with the options `createWalletModal`
 * resolved from its host's config, so these only fill the reducer's shape; the same for every modal and page (English,
 * not the page's language). A constant, frozen by the slice: the root reducer asks every slice for its initial state as
 * it is made (Redux checks each slice's shape), so a lazy default would be worked out on import all the same.
 */
const DEFAULT_OPTIONS: WalletModalOptions = {
  ...resolveConfig({ networks: [mainnet], locale: 'en' }).options,
  platform: DESKTOP,
  inRestrictedRegion: false,
};

/** The serialisable configuration; `createWalletModal` preloads it from the host's config. */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: DEFAULT_OPTIONS,
  reducers: {
    themeModeChanged(state, action: PayloadAction<WalletModalOptions['themeMode']>) {
      state.themeMode = action.payload;
    },
    themeVariablesChanged(state, action: PayloadAction<WalletModalOptions['themeVariables']>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
    /** The modal speaks the language of `tag` (`de`, `pt-BR`), or English when it does not speak that one. */
    localeChanged: {
      reducer(state, action: PayloadAction<WalletModalOptions['locale']>) {
        state.locale = action.payload;
      },
      prepare(tag: string) {
        if (!isLanguageTag(tag)) throw new Error(`localeChanged: "${tag}" is not a BCP 47 language tag such as "de" or "pt-BR"`);
        return { payload: pickLocale(tag) };
      },
    },
  },
  selectors: {
    selectOptions: (state) => state,
    selectFeatures: (state) => state.features,
    selectThemeMode: (state) => state.themeMode,
    selectPlatform: (state) => state.platform,
    selectLocale: (state) => state.locale,
    /**
     * The API base the embedded-wallet frame calls: `apiUrls.embeddedWallet` when the host set it, else the restricted
     * default in the mainland China, Hong Kong and Macau time zones and the standard one elsewhere.
     */
    selectEmbeddedWalletApiUrl: (state): string =>
      state.apiUrls.embeddedWallet ?? (state.inRestrictedRegion ? EMBEDDED_WALLET_API_URLS.restricted : EMBEDDED_WALLET_API_URLS.standard),
  },
});

export const { themeModeChanged, themeVariablesChanged, localeChanged } = optionsSlice.actions;
export const { selectOptions, selectFeatures, selectThemeMode, selectPlatform, selectLocale, selectEmbeddedWalletApiUrl } =
  optionsSlice.selectors;
