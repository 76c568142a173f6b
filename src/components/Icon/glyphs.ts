// The UI icons the widget shows, from one icon library. Each is its own module, so a chunk carries only the icons
// it renders (the host's first load, the Connect button, needs none of them).

export { default as ReceiveGlyph } from 'lucide-react/icons/arrow-down-left';
export { default as SwapGlyph } from 'lucide-react/icons/arrow-left-right';
export { default as FlipGlyph } from 'lucide-react/icons/arrow-up-down';
export { default as SendGlyph } from 'lucide-react/icons/arrow-up-right';
export { default as BackGlyph } from 'lucide-react/icons/chevron-left';
export { default as ForwardGlyph } from 'lucide-react/icons/chevron-right';
export { default as HelpGlyph } from 'lucide-react/icons/circle-question-mark';
export { default as CopyGlyph } from 'lucide-react/icons/copy';
export { default as BuyGlyph } from 'lucide-react/icons/credit-card';
export { default as MoreGlyph } from 'lucide-react/icons/ellipsis';
export { default as ExternalLinkGlyph } from 'lucide-react/icons/external-link';
export { default as AllWalletsGlyph } from 'lucide-react/icons/layout-grid';
export { default as SignInGlyph } from 'lucide-react/icons/log-in';
export { default as MailGlyph } from 'lucide-react/icons/mail';
export { default as MailCheckGlyph } from 'lucide-react/icons/mail-check';
export { default as QrCodeGlyph } from 'lucide-react/icons/qr-code';
export { default as SearchGlyph } from 'lucide-react/icons/search';
export { default as WarningGlyph } from 'lucide-react/icons/triangle-alert';
export { default as WalletGlyph } from 'lucide-react/icons/wallet';
export { default as CloseGlyph } from 'lucide-react/icons/x';
