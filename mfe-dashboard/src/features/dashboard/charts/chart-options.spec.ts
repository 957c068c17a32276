import type { BarValueLabels } from './bar-value-labels.js';
import { drillsPerDayOption, frameworksOption, topicRatingOption, weeklyRatingOption } from './chart-options.js';

/** The numbers a bar chart writes at its bars' ends. */
function barLabels(config: ReturnType<typeof topicRatingOption>): string[] {
  const plugin = config.plugins?.find((candidate) => candidate.id === 'barValueLabels') as BarValueLabels | undefined;
  if (!plugin) throw new Error('expected bar value labels');
  return config.data.datasets[0].data.map((_, index) => plugin.text(index));
}

describe('dashboard chart options', () => {
  it('draws the 30 days as dates along the bottom with whole-number counts from zero', () => {
    const config = drillsPerDayOption([
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 3 },
    ]);
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(['Nov 21', 'Nov 22']);
    expect(config.data.datasets[0]).toMatchObject({ label: 'Drills', data: [0, 3], tension: 0 });
    expect(config.options?.scales?.y).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
  });

  it('runs every rating axis from 1 to 5 in whole steps', () => {
    const weekly = weeklyRatingOption([{ week: '2026-11-16', avgRating: 3.4 }]);
    expect(weekly.options?.scales?.y).toMatchObject({ min: 1, max: 5, ticks: { stepSize: 1 } });
    const topics = topicRatingOption([{ _id: 'Leadership', avgRating: 4.1 }]);
    expect(topics.options?.scales?.x).toMatchObject({ min: 1, max: 5, ticks: { stepSize: 1 } });
  });

  it("names a week's point 'Week of' its Monday, with the average out of 5", () => {
    const weekly = weeklyRatingOption([{ week: '2026-11-16', avgRating: 3.44 }]);
    const callbacks = weekly.options?.plugins?.tooltip?.callbacks;
    const item = { dataIndex: 0 } as Parameters<NonNullable<NonNullable<typeof callbacks>['label']>>[0];
    expect(callbacks?.title?.call(undefined as never, [item])).toBe('Week of Nov 16, 2026');
    expect(callbacks?.label?.call(undefined as never, item)).toBe('Average rating: 3.4 / 5');
  });

  it('gives a topic averaging 1.0 a short visible bar, labelled with its real average', () => {
    const config = topicRatingOption([{ _id: 'Small talk', avgRating: 1 }]);
    const [bar] = config.data.datasets[0].data;
    expect(bar).toBeGreaterThan(1);
    expect(bar).toBeLessThan(1.1);
    expect(barLabels(config)).toEqual(['1.0']);
  });

  it('shortens long topic names beside the bars, more on a phone, and keeps the whole name in the tooltip', () => {
    const topics = [{ _id: 'Behavioral interviews for senior engineering roles', avgRating: 4 }];
    expect(topicRatingOption(topics, { phone: true }).data.labels).toEqual(['Behavioral…']);
    expect(topicRatingOption(topics).data.labels).toEqual(['Behavioral interviews f…']);
    expect(topicRatingOption([{ _id: 'Leadership', avgRating: 4 }], { phone: true }).data.labels).toEqual(['Leadership']);
    const callbacks = topicRatingOption(topics, { phone: true }).options?.plugins?.tooltip?.callbacks;
    const item = { dataIndex: 0 } as Parameters<NonNullable<NonNullable<typeof callbacks>['label']>>[0];
    expect(callbacks?.title?.call(undefined as never, [item])).toBe('Behavioral interviews for senior engineering roles');
  });

  it('lists topics top-down in the API order (most practised first) as horizontal bars', () => {
    const config = topicRatingOption([
      { _id: 'Leadership', avgRating: 4.1 },
      { _id: 'System design', avgRating: 2.5 },
    ]);
    // Chart.js draws a category y axis from the top down.
    expect(config.options?.indexAxis).toBe('y');
    expect(config.data.labels).toEqual(['Leadership', 'System design']);
    expect(barLabels(config)).toEqual(['4.1', '2.5']);
  });

  it("labels the framework bars 'Times Recommended' and writes each count on its bar", () => {
    const frameworks = ['STAR', 'PREP'].map((name, index) => ({ _id: name, count: 2 - index }));
    const config = frameworksOption(frameworks);
    expect(config).toMatchObject({ type: 'bar', data: { labels: ['STAR', 'PREP'] } });
    expect(config.data.datasets).toEqual([expect.objectContaining({ label: 'Times Recommended', data: [2, 1] })]);
    expect(barLabels(config)).toEqual(['2', '1']);
  });
});
