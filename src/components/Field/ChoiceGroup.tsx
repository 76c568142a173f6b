'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: 8px;
  font-weight: 600;
`;

/** A group of choices (radio rows) under the name that a screen reader says on entering it. */
export function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      {children}
    </Group>
  );
}
