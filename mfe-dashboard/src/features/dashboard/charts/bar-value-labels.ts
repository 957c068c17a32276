import type { Plugin } from 'chart.js';

/** A Chart.js plugin that writes each bar's number at its end; `text` says what to write for a bar. */
export interface BarValueLabels extends Plugin<'bar'> {
  text(index: number): string;
}

/**
 * Numbers at the bars' ends: right of horizontal bars, above vertical ones. Types only from
 * chart.js, so the screen's own chunk stays free of the library.
 */
export function barValueLabels(text: (index: number) => string, { color, font }: { color: string; font: string }): BarValueLabels {
  return {
    id: 'barValueLabels',
    text,
    afterDatasetsDraw(chart) {
      const horizontal = chart.options.indexAxis === 'y';
      const { ctx } = chart;
      ctx.save();
      ctx.fillStyle = color;
      ctx.font = font;
      ctx.textAlign = horizontal ? 'left' : 'center';
      ctx.textBaseline = horizontal ? 'middle' : 'bottom';
      // Where each bar is drawn now, so the numbers ride on the bars as they grow.
      chart.getDatasetMeta(0).data.forEach((bar, index) => {
        const { x, y } = bar.getProps(['x', 'y']);
        if (horizontal) ctx.fillText(text(index), x + 6, y);
        else ctx.fillText(text(index), x, y - 4);
      });
      ctx.restore();
    },
  };
}
