import type { CurrencyFigures } from './currencyFigures.ts';
import { NotComputable } from './NotComputable.tsx';
import { useFormatMoic } from './useFormatMoic.ts';

/** The MOIC of a row of a chart's table: the multiple, "not computable" with why, or a dash with nothing invested. */
export function MoicCell({ figures }: { figures: CurrencyFigures }) {
  const formatMoic = useFormatMoic();
  if (figures.moic === null) return <>—</>;
  const text = formatMoic(figures.moic, figures.unvalued);
  return text.computable ? <>{text.text}</> : <NotComputable why={text.why} />;
}
