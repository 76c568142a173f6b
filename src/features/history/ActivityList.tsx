import { type UIEvent, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Muted } from '../../components/layout';
import { RowColumn, RowList } from '../../components/RowList';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { useFormat, useMessages } from '../../i18n/useMessages';
import type { HistoryTransaction } from '../../model/transaction';
import { truncateAddress } from '../../utils/address';
import { counterparty, groupByMonth, type MonthGroup, transactionTitle, transferImage, transferText } from './activity';
import { historyNotice, LoadMoreButton } from './HistoryParts';
import { isPending } from './historySelectors';
import { useActivityListOpen, useHistory } from './useHistory';

/** Within this distance of the end, scrolling fetches the next page. */
const NEAR_END_PX = 120;

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-height: 420px;
  overflow-y: auto;
`;

const MonthHeading = styled.h3`
  margin: 0 0 8px;
  color: var(--wm-fg-muted);
  font-size: 13px;
  font-weight: 600;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border-radius: 14px;
  background: var(--wm-surface);
`;

const Line = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $muted }) => ($muted ? 'var(--wm-fg-muted)' : 'var(--wm-fg)')};
  font-size: ${({ $muted }) => ($muted ? 13 : 15)}px;
  font-weight: ${({ $muted }) => ($muted ? 400 : 600)};
`;

const StatusTag = styled.span<{ $color: string }>`
  margin-inline-start: 6px;
  color: ${({ $color }) => $color};
  font-size: 12px;
  font-weight: 600;
`;

/** A word beside the title for a transaction that did not simply go through. */
function StatusWord({ transaction }: { transaction: HistoryTransaction }) {
  const { t } = useMessages();
  if (transaction.metadata.status === 'failed') return <StatusTag $color="var(--wm-error)">{t('activity.failed')}</StatusTag>;
  if (isPending(transaction)) return <StatusTag $color="var(--wm-accent)">{t('activity.pending')}</StatusTag>;
  return null;
}

/** One transaction: what happened, with whom, how much and when. API text is only ever rendered as text. */
function ActivityRow({ transaction, account, now }: { transaction: HistoryTransaction; account: string | undefined; now: number }) {
  const { t } = useMessages();
  const format = useFormat();
  const { metadata, transfers } = transaction;
  const first = transfers[0];
  const amounts = format.numbers(transfers.map(transferText).join(', '));
  const other = counterparty(transaction, account);
  const title = transactionTitle(metadata.operationType, t);
  const otherAddress = format.ltr(truncateAddress(other.address));
  return (
    <Row>
      <WalletImage
        name={first?.fungible_info?.symbol ?? first?.nft_info?.name ?? title}
        imageUrl={transferImage(first)}
        imageId={first?.fungible_info?.symbol}
        imageKind="token"
        size={40}
      />
      <RowColumn>
        <Line>
          {title}
          <StatusWord transaction={transaction} />
        </Line>
        <Line $muted title={other.address}>
          {other.label === 'To' ? t('activity.to', { address: otherAddress }) : t('activity.from', { address: otherAddress })}
        </Line>
      </RowColumn>
      <RowColumn $end>
        {amounts && <Line title={amounts}>{amounts}</Line>}
        <Line $muted>
          <time dateTime={metadata.minedAt} title={format.dateTime(metadata.minedAt)}>
            {format.relativeTime(metadata.minedAt, now)}
          </time>
        </Line>
      </RowColumn>
    </Row>
  );
}

function Month({ group, account, now }: { group: MonthGroup; account: string | undefined; now: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <MonthHeading id={headingId}>{group.label}</MonthHeading>
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
  const { t } = useMessages();
  const format = useFormat();
  const notice = historyNotice(t('account.tabActivity'), activity, t);
  if (notice) return notice;

  const now = Date.now();
  const groups = groupByMonth(history.transactions, now, t, format.monthYear);

  function onScroll(event: UIEvent<HTMLElement>) {
    const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
    if (history.next !== undefined && !history.loading && scrollHeight - scrollTop - clientHeight <= NEAR_END_PX) loadMore();
  }

  if (groups.length === 0 && !history.empty) return <SkeletonRows count={4} label={t('activity.loading')} />;
  return (
    <Scroller ref={scroller} role="region" aria-label={t('activity.list')} tabIndex={0} onScroll={onScroll}>
      {groups.length === 0 && <Muted>{t('activity.none')}</Muted>}
      {groups.map((group) => (
        <Month key={group.key} group={group} account={address} now={now} />
      ))}
      {history.loading && <SkeletonRows count={2} label={t('activity.loadingMore')} />}
      {history.next !== undefined && <LoadMoreButton onClick={loadMore} focusAfter={scroller} />}
    </Scroller>
  );
}
