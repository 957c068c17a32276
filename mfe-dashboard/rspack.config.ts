import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../rspack.remote.ts';

const config = remoteConfig({ name: 'dashboard', dir: fileURLToPath(new URL('.', import.meta.url)) });

// ECharts (with zrender and the React wrapper) goes in the lazy 'dashboard-chart' chunk with the
// chart component (not in a vendor chunk of its own), so the chart has one file and its own size
// target (bench/README.md).
config.optimization = {
  ...config.optimization,
  splitChunks: {
    cacheGroups: {
      dashboardChart: {
        test: /[\\/]node_modules[\\/](echarts|echarts-for-react|zrender|size-sensor|fast-deep-equal|tslib)[\\/]/,
        name: 'dashboard-chart',
        chunks: 'async',
        enforce: true,
      },
    },
  },
};

export default config;
