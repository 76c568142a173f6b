'use client';

import { type UIEvent, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Muted } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { RowColumn, RowDetail, RowList, RowListHeading, RowStatus, RowTitle, SurfaceRow } from '../../components/RowList';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { accountMessages } from '../../i18n/english/account';
import { historyMessages } from '../../i18n/english/history';
import { useFormat, useMessages } from '../../i18n/useMessages';
import type { HistoryTransaction } from '../../model/transaction';
import { truncateAddress } from '../../utils/address';
import { counterparty, groupByMonth, type MonthGroup, transactionTitle, transferImage, transferText } from './activity';
import { historyNotice, LoadMoreButton } from './HistoryParts';
import { isPending } from './historySelectors';
import { useActivityListOpen, useHistory } from './useHistory';

/** The catalogue's parts this module speaks through. */
const english = { ...accountMessages, ...historyMessages };

/** Within this distance of the end, scrolling fetches the next page. */
const NEAR_END_PX = 120;

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-height: 420px;
  overflow-y: auto;
`;

/** A word beside the title for a transaction that did not simply go through. */
function StatusWord({ transaction }: { transaction: HistoryTransaction }) {
  const { t } = useMessages(english);
  if (transaction.metadata.status === 'failed') return <RowStatus $tone="failed">{t('activity.failed')}</RowStatus>;
  if (isPending(transaction)) return <RowStatus $tone="pending">{t('activity.pending')}</RowStatus>;
  return null;
}

/** One transaction: what happened, with whom, how much and when. API text is only ever rendered as text. */
function ActivityRow({ transaction, account, now }: { transaction: HistoryTransaction; account: string | undefined; now: number }) {
  const { t } = useMessages(english);
  const format = useFormat();
  const { metadata, transfers } = transaction;
  const first = transfers[0];
  const amounts = format.numbers(transfers.map(transferText).join(', '));
  const other = counterparty(transaction, account);
  const title = transactionTitle(metadata.operationType, t);
  const otherAddress = format.ltr(truncateAddress(other.address));
  return (
    <SurfaceRow>
      <WalletImage
        name={first?.fungible_info?.symbol ?? first?.nft_info?.name ?? title}
        imageUrl={transferImage(first)}
        imageId={first?.fungible_info?.symbol}
        imageKind="token"
        size={40}
      />
      <RowColumn>
        <RowTitle>
          {title}
          <StatusWord transaction={transaction} />
        </RowTitle>
        <RowDetail title={other.address}>
          {other.label === 'To' ? t('activity.to', { address: otherAddress }) : t('activity.from', { address: otherAddress })}
        </RowDetail>
      </RowColumn>
      <RowColumn $end>
        {amounts && <RowTitle title={amounts}>{amounts}</RowTitle>}
        <RowDetail>
          <time dateTime={metadata.minedAt} title={format.dateTime(metadata.minedAt)}>
            {format.relativeTime(metadata.minedAt, now)}
          </time>
        </RowDetail>
      </RowColumn>
    </SurfaceRow>
  );
}

function Month({ group, account, now }: { group: MonthGroup; account: string | undefined; now: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <RowListHeading id={headingId}>{group.label}</RowListHeading>
      <RowList aria-labelledby={headingId}>
        {group.transactions.map((transaction) => (
          <ActivityRow key={transaction.id} transaction={transaction} account={account} now={now} />
        ))}
      </RowList>
    </section>
  );
}

/** The Activity tab and the Transactions view: the account's transactions on this chain, by month, newest first. */
export function ActivityList() {
  const activity = useHistory();
  useActivityListOpen();
  const { history, address, loadMore } = activity;
  const scroller = useRef<HTMLDivElement>(null);
  const { t } = useMessages(english);
  const format = useFormat();
  const notice = historyNotice(t('account.tabActivity'), activity, t);
  if (notice) return notice;

  const now = Date.now();
  const groups = groupByMonth(history.transactions, now, t, format.monthYear);

  function onScroll(event: UIEvent<HTMLElement>) {
    const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
    if (history.next !== undefined && !history.loading && scrollHeight - scrollTop - clientHeight <= NEAR_END_PX) loadMore();
  }

  if (groups.length === 0 && !history.empty) return <PlaceholderRows count={4} label={t('activity.loading')} />;
  return (
    <Scroller ref={scroller} role="region" aria-label={t('activity.list')} tabIndex={0} onScroll={onScroll}>
      {groups.length === 0 && <Muted>{t('activity.none')}</Muted>}
      {groups.map((group) => (
        <Month key={group.key} group={group} account={address} now={now} />
      ))}
      {history.loading && <PlaceholderRows count={2} label={t('activity.loadingMore')} />}
      {history.next !== undefined && <LoadMoreButton onClick={loadMore} focusAfter={scroller} />}
    </Scroller>
  );
}
