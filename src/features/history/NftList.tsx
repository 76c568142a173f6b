'use client';

import { useRef } from 'react';
import { styled } from 'styled-components';
import { Muted, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { accountMessages } from '../../i18n/english/account';
import { historyMessages } from '../../i18n/english/history';
import { useMessages } from '../../i18n/useMessages';
import { nftItems } from './activity';
import { historyNotice, LoadMoreButton } from './HistoryParts';
import { useHistory } from './useHistory';

/** The catalogue's parts this module speaks through. */
const english = { ...accountMessages, ...historyMessages };

const PREVIEW_PX = 96;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${PREVIEW_PX}px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 13px;
`;

/** The NFTs tab: the NFTs the account's history on this chain shows moving, spam left out. */
export function NftList() {
  const nfts = useHistory();
  const { history, loadMore } = nfts;
  const stack = useRef<HTMLDivElement>(null);
  const { t } = useMessages(english);
  const notice = historyNotice(t('account.tabNfts'), nfts, t);
  if (notice) return notice;

  const items = nftItems(history.transactions);
  const fetched = history.transactions.length > 0 || history.empty;
  if (!fetched) return <PlaceholderRows count={2} label={t('nfts.loading')} />;
  return (
    <Stack ref={stack} $gap={12} tabIndex={-1}>
      {items.length === 0 ? (
        <Muted>{t('nfts.none')}</Muted>
      ) : (
        <Grid aria-label={t('nfts.list')}>
          {items.map((item) => (
            <Card key={item.key}>
              <WalletImage name={item.name} imageUrl={item.imageUrl} size={PREVIEW_PX} />
              <Name title={item.name}>{item.name}</Name>
            </Card>
          ))}
        </Grid>
      )}
      {history.loading && <PlaceholderRows count={1} label={t('nfts.loadingMore')} />}
      {history.next !== undefined && <LoadMoreButton onClick={loadMore} focusAfter={stack} />}
    </Stack>
  );
}
