import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating.js';

describe('StarRating', () => {
  it('names the exact rating and fills stars to the nearest whole one', () => {
    const { container } = render(<StarRating rating={4.2} />);
    expect(screen.getByRole('img', { name: 'Rating: 4.2 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
  });

  it('keeps out-of-range ratings within 0..max', () => {
    render(<StarRating rating={7} showValue />);
    expect(screen.getByRole('img', { name: 'Rating: 5.0 out of 5' }).textContent).toContain('5.0/5');
  });
});
