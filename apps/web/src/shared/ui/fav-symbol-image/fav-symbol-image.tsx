import type { FavSymbol } from '@shop/domain/api/quiz';
import type { ComponentProps } from 'react';
import { AttImage } from '../att-image/att-image';

/** The size a fav symbol's picture is laid out at when it does not say its own (1080 × 600). */
const SYMBOL_WIDTH = 1080;
const SYMBOL_HEIGHT = 600;

type Props = { symbol: Pick<FavSymbol, 'atts'> } & Pick<
  ComponentProps<typeof AttImage>,
  'className' | 'decoding' | 'fetchPriority'
>;

/** A fav symbol's picture, the same in the featured banner and on the quiz result. */
export function FavSymbolImage({ symbol, ...imageProps }: Props) {
  return <AttImage atts={symbol.atts} width={SYMBOL_WIDTH} height={SYMBOL_HEIGHT} {...imageProps} />;
}
