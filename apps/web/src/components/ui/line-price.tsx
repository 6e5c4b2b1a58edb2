import { useTranslation } from 'react-i18next';

/** A priced line's figures, as settlement, the cart and the order answer them (cents). */
export interface LineFigures {
  price: number;
  count: number;
  totalPrice: number;
  discountedPrice: number;
  discountDescription?: string;
  decalsPrice?: number;
  piecesPerUnit?: number;
}

/**
 * A line's money as a shopper checks it with a calculator: unit × count = amount, less the
 * quantity discount as its own figure, plus a logo line's printing (per printed piece), equals
 * what the line comes to. Every figure shown is one the server charged, so they add up to the cent.
 */
export function LinePrice({ line, price }: { line: LineFigures; price: (cents: number) => string }) {
  const { t } = useTranslation();
  const pieces = line.count * (line.piecesPerUnit ?? 1);
  const discount = line.totalPrice - line.discountedPrice;
  const printing = line.decalsPrice ?? 0;
  const perPiece = printing / pieces;
  return (
    <span className="line-price">
      {price(line.price)} × {line.count} = {price(line.totalPrice)}
      {discount > 0 && ` − ${price(discount)} (${line.discountDescription || t('checkout.discount')})`}
      {printing > 0 &&
        ` + ${price(printing)} (${
          Number.isInteger(perPiece) ? t('checkout.linePrinting', { pieces, each: price(perPiece) }) : t('checkout.linePrintingTotal')
        })`}
      {(discount > 0 || printing > 0) && (
        <>
          {' = '}
          <strong>{price(line.discountedPrice + printing)}</strong>
        </>
      )}
    </span>
  );
}
