'use client';

import { BrandIcon } from '../../components/Icon/BrandIcon';
import { ForwardGlyph } from '../../components/Icon/glyphs';
import { Icon } from '../../components/Icon/Icon';
import { RowList } from '../../components/RowList';
import { ListButton } from '../../components/WalletButton/WalletButton';
import { socialsMessages } from '../../i18n/english/socials';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { viewPushed } from '../../store/slices/modalSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import { SOCIAL_NAMES, visibleSocials } from '../connection/parts';

/** Every social login the app offers, in its order: the ones the Connect screen had no room for among them. */
export function AllSocialsView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(socialsMessages);
  const options = useAppSelector(selectOptions);
  const socials = visibleSocials(options.features.socials, options.platform);
  return (
    <RowList aria-label={t('socials.list')}>
      {socials.map((social) => (
        <li key={social}>
          <ListButton type="button" onClick={() => dispatch(viewPushed({ view: 'ConnectSocials', data: { provider: social } }))}>
            <BrandIcon brand={social} size={24} />
            <span style={{ flex: 1 }}>{SOCIAL_NAMES[social]}</span>
            <Icon glyph={ForwardGlyph} mirrored />
          </ListButton>
        </li>
      ))}
    </RowList>
  );
}
