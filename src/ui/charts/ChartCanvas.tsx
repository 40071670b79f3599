import type { Chart, ChartConfiguration, ChartType, DefaultDataPoint } from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './charts.module.css';
import { loadChartLibrary } from './loadChartLibrary.ts';

export interface ChartCanvasProps<T extends ChartType, D = DefaultDataPoint<T>> {
  /** What Chart.js draws; a new object redraws the chart (memoize it). */
  config: ChartConfiguration<T, D, string>;
  /** What the picture shows, for screen readers (its data is in the table beside it). */
  label: string;
  /** Pixels, when the chart's content sets it (one bar per row); else the stylesheet's. */
  height?: number;
}

/**
 * A Chart.js chart on a canvas that fills its box. The chart is made when the canvas mounts and the library has
 * arrived (fetched by the first canvas, or earlier by a loader such as the dashboard's), made anew when the configuration changes (a
 * theme or language switch, new data), and destroyed with the canvas.
 */
export function ChartCanvas<T extends ChartType, D = DefaultDataPoint<T>>({ config, label, height }: ChartCanvasProps<T, D>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: Chart<T, D, string> | null = null;
    let gone = false;
    void loadChartLibrary().then(({ Chart: ChartClass }) => {
      const element = canvas.current;
      // No 2D context (a browser without canvas, the test DOM): the data table beside the chart says the same.
      if (gone || !element?.getContext('2d')) return;
      chart = new ChartClass(element, config);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className={styles.canvasBox} style={height === undefined ? undefined : { height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
