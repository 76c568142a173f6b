'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { useActiveLocale } from '../../i18n/context';
import { directionOf } from '../../i18n/locales';
import { buttonBase } from '../layout';

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: 12px;
  background: var(--wm-surface);
`;

const Tab = styled.button`
  ${buttonBase}
  flex: 1;
  padding: 8px;
  border-radius: 10px;
  background: transparent;
  color: var(--wm-fg-muted);
  font-size: 14px;
  &[aria-selected='true'] {
    background: var(--wm-bg);
    color: var(--wm-fg);
    font-weight: 600;
  }
`;

interface TabsProps {
  label: string;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them, the panel is
 * labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The next tab is the one the text reads towards: to the left in right-to-left text.
  const forward = directionOf(useActiveLocale().locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { [forward]: selected + 1, [backward]: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {tab}
          </Tab>
        ))}
      </List>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a tab stop when its content may have none */}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0} style={{ paddingTop: 12 }}>
        {children}
      </div>
    </div>
  );
}
