/**
 * Chart.js with only what the portal's charts draw registered (bars, floating bars, lines, a doughnut, their scales,
 * tooltips, legends and the area under a line): the rest of the library is tree-shaken away. Nothing imports this
 * module statically: `loadChartLibrary` fetches it with `import()` when a chart first mounts (or the dashboard's
 * loader asks for it), so no route's own chunks carry the library (`npm run bench:bundle` lists which routes reach
 * it).
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
