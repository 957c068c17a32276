import { render, screen } from '@testing-library/react';
import { MarkdownRenderer } from './markdown-renderer.js';

describe('MarkdownRenderer', () => {
  it('renders AI text with lists, code blocks and tables', () => {
    render(<MarkdownRenderer>{'Tips:\n\n- Use **STAR**\n- Be brief\n\n```\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |'}</MarkdownRenderer>);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('const a = 1;').closest('pre')).not.toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('keeps http(s) and mailto links and drops script URLs', () => {
    render(<MarkdownRenderer>{'[docs](https://example.com) [mail](mailto:a@example.com) [bad](javascript:alert(1))'}</MarkdownRenderer>);
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.com');
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('does not render raw HTML', () => {
    const { container } = render(<MarkdownRenderer>{'<img src=x onerror="alert(1)"> hello'}</MarkdownRenderer>);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a markdown image as a link and never loads it', () => {
    const { container } = render(<MarkdownRenderer>{'See ![the chart](https://tracker.example.com/pixel.png?user=1) here'}</MarkdownRenderer>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'the chart' }).getAttribute('href')).toBe('https://tracker.example.com/pixel.png?user=1');
  });
});
