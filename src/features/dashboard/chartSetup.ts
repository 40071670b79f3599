/**
 * Chart.js with only what the dashboard draws registered (bars, lines, a doughnut, their scales, tooltips, legends
 * and the area under a line): the rest of the library is tree-shaken away. Only the dashboard's chart components
 * import this module, so the library is in the dashboard route's chunks and in no other route's
 * (`npm run bench:bundle` lists which routes load it).
 */
import {
  ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Filler, Legend, LinearScale,
  LineController, LineElement, PointElement, Tooltip,
} from 'chart.js';

Chart.register(
  ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Filler, Legend, LinearScale,
  LineController, LineElement, PointElement, Tooltip,
);

export { Chart };
