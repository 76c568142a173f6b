'use client';

import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { SearchGlyph } from '../Icon/glyphs';
import { Icon } from '../Icon/Icon';
import { TextInput } from './TextInput';

/** The magnifier inside the input, at the start of the line whichever way the text runs. */
const Frame = styled.div`
  position: relative;
  color: var(--wm-fg-muted);
  svg {
    position: absolute;
    inset-inline-start: 14px;
    inset-block-start: 50%;
    transform: translateY(-50%);
    pointer-events: none;
  }
  input {
    padding-inline-start: 38px;
  }
`;

/** A search box: a text input of type search with a magnifier in it. Give it a label (a `Field`). */
export function SearchInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Frame>
      <Icon glyph={SearchGlyph} size={16} />
      <TextInput {...props} type="search" />
    </Frame>
  );
}
