import { drillsPerDayOption, frameworksOption, topicRatingOption, weeklyRatingOption } from './chart-options.js';

/** The one axis of a given kind in an option (the builders always make exactly one). */
function axis(option: ReturnType<typeof topicRatingOption>, key: 'xAxis' | 'yAxis'): Record<string, unknown> {
  const value = option[key];
  if (!value || Array.isArray(value)) throw new Error(`expected one ${key}`);
  return value as Record<string, unknown>;
}

describe('dashboard chart options', () => {
  it('draws the 30 days as dates along the bottom with whole-number counts', () => {
    const option = drillsPerDayOption([
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 3 },
    ]);
    expect(axis(option, 'xAxis').data).toEqual(['Nov 21', 'Nov 22']);
    expect(axis(option, 'yAxis').minInterval).toBe(1);
  });

  it('runs every rating axis from 1 to 5', () => {
    const weekly = weeklyRatingOption([{ week: '2026-11-16', avgRating: 3.4 }]);
    expect(axis(weekly, 'yAxis')).toMatchObject({ min: 1, max: 5 });
    const topics = topicRatingOption([{ _id: 'Leadership', avgRating: 4.1 }]);
    expect(axis(topics, 'xAxis')).toMatchObject({ min: 1, max: 5 });
  });

  it('gives a topic averaging 1.0 a short visible bar, labelled with its real average', () => {
    const option = topicRatingOption([{ _id: 'Small talk', avgRating: 1 }]);
    const series = Array.isArray(option.series) ? option.series[0] : option.series;
    const data = (series as { data: number[] }).data;
    expect(data[0]).toBeGreaterThan(1);
    expect(data[0]).toBeLessThan(1.1);
    const label = (series as { label: { formatter: (params: { dataIndex: number }) => string } }).label;
    expect(label.formatter({ dataIndex: 0 })).toBe('1.0');
  });

  it('keeps the topic names narrow on a phone', () => {
    expect(axis(topicRatingOption([{ _id: 'Leadership', avgRating: 4 }], { phone: true }), 'yAxis').axisLabel).toMatchObject({ width: 72 });
    expect(axis(topicRatingOption([{ _id: 'Leadership', avgRating: 4 }]), 'yAxis').axisLabel).toMatchObject({ width: 140 });
  });

  it('lists topics top-down in the API order (most practised first)', () => {
    const option = topicRatingOption([
      { _id: 'Leadership', avgRating: 4.1 },
      { _id: 'System design', avgRating: 2.5 },
    ]);
    // echarts draws a category y axis from the bottom up.
    expect(axis(option, 'yAxis').data).toEqual(['System design', 'Leadership']);
  });

  it("labels the framework bars 'Times Recommended'", () => {
    const option = frameworksOption([{ _id: 'STAR', count: 2 }]);
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', name: 'Times Recommended', data: [2] })]);
  });
});
