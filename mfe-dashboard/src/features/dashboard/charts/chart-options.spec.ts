import { drillsPerDayOption, frameworksOption, topicRatingOption, weeklyRatingOption, type DashboardChartOption } from './chart-options.js';

/** The parts of an option these tests read, each axis and series as one object (the dashboard never uses lists of axes). */
interface Axis {
  type?: string;
  data?: string[];
  min?: number;
  max?: number;
  interval?: number;
  minInterval?: number;
  inverse?: boolean;
}
interface Series {
  type: string;
  name: string;
  data: number[];
  smooth?: boolean;
  label?: { show?: boolean; position?: string; formatter?: (params: { dataIndex: number }) => string };
}
function parts(option: DashboardChartOption) {
  return {
    x: option.xAxis as Axis,
    y: option.yAxis as Axis,
    series: (option.series as Series[])[0],
    tooltip: option.tooltip as { formatter?: (params: unknown) => string },
  };
}

/** The numbers a bar chart writes at its bars' ends. */
function barLabels(option: DashboardChartOption): string[] {
  const { series } = parts(option);
  const { formatter } = series.label ?? {};
  return series.data.map((value, dataIndex) => (formatter ? formatter({ dataIndex }) : String(value)));
}

describe('dashboard chart options', () => {
  it('draws the 30 days as dates along the bottom with whole-number counts from zero', () => {
    const { x, y, series } = parts(
      drillsPerDayOption([
        { date: '2026-11-21', count: 0 },
        { date: '2026-11-22', count: 3 },
      ]),
    );
    expect(x.data).toEqual(['Nov 21', 'Nov 22']);
    expect(series).toMatchObject({ type: 'line', name: 'Drills', data: [0, 3], smooth: false });
    expect(y).toMatchObject({ type: 'value', min: 0, minInterval: 1 });
  });

  it('runs every rating axis from 1 to 5 in whole steps', () => {
    expect(parts(weeklyRatingOption([{ week: '2026-11-16', avgRating: 3.4 }])).y).toMatchObject({ min: 1, max: 5, interval: 1 });
    expect(parts(topicRatingOption([{ _id: 'Leadership', avgRating: 4.1 }])).x).toMatchObject({ min: 1, max: 5, interval: 1 });
  });

  it("names a week's point 'Week of' its Monday, with the average out of 5", () => {
    const { tooltip } = parts(weeklyRatingOption([{ week: '2026-11-16', avgRating: 3.44 }]));
    expect(tooltip.formatter?.([{ dataIndex: 0 }])).toBe('Week of Nov 16, 2026<br/>Average rating: <b>3.4 / 5</b>');
  });

  it('gives a topic averaging 1.0 a short visible bar, labelled with its real average', () => {
    const option = topicRatingOption([{ _id: 'Small talk', avgRating: 1 }]);
    const [bar] = parts(option).series.data;
    expect(bar).toBeGreaterThan(1);
    expect(bar).toBeLessThan(1.1);
    expect(barLabels(option)).toEqual(['1.0']);
  });

  it('shortens long topic names beside the bars, more on a phone, and keeps the whole name in the tooltip', () => {
    const topics = [{ _id: 'Behavioral interviews for senior engineering roles', avgRating: 4 }];
    expect(parts(topicRatingOption(topics, { phone: true })).y.data).toEqual(['Behavioral…']);
    expect(parts(topicRatingOption(topics)).y.data).toEqual(['Behavioral interviews f…']);
    expect(parts(topicRatingOption([{ _id: 'Leadership', avgRating: 4 }], { phone: true })).y.data).toEqual(['Leadership']);
    const { tooltip } = parts(topicRatingOption(topics, { phone: true }));
    expect(tooltip.formatter?.([{ dataIndex: 0 }])).toBe('Behavioral interviews for senior engineering roles<br/>Average rating: <b>4.0 / 5</b>');
  });

  it("writes a topic's name in the tooltip as text, never as markup", () => {
    const { tooltip } = parts(topicRatingOption([{ _id: '<img src=x onerror=alert(1)>', avgRating: 3 }]));
    expect(tooltip.formatter?.([{ dataIndex: 0 }])).toBe('&#60;img src=x onerror=alert(1)&#62;<br/>Average rating: <b>3.0 / 5</b>');
  });

  it('lists topics top-down in the API order (most practised first) as horizontal bars', () => {
    const option = topicRatingOption([
      { _id: 'Leadership', avgRating: 4.1 },
      { _id: 'System design', avgRating: 2.5 },
    ]);
    const { y, series } = parts(option);
    // ECharts draws a category y axis bottom-up unless it is inverse.
    expect(y).toMatchObject({ type: 'category', inverse: true, data: ['Leadership', 'System design'] });
    expect(series.type).toBe('bar');
    expect(barLabels(option)).toEqual(['4.1', '2.5']);
  });

  it("labels the framework bars 'Times Recommended' and writes each count on its bar", () => {
    const option = frameworksOption(['STAR', 'PREP'].map((name, index) => ({ _id: name, count: 2 - index })));
    const { x, series } = parts(option);
    expect(x.data).toEqual(['STAR', 'PREP']);
    expect(series).toMatchObject({ type: 'bar', name: 'Times Recommended', data: [2, 1], label: { show: true, position: 'top' } });
    expect(barLabels(option)).toEqual(['2', '1']);
  });
});
