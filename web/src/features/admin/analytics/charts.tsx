/**
 * The analytics screen's charts (decision 0020): hand-drawn, no chart library. Each chart is a figure whose picture
 * is hidden from screen readers and whose figures are in a table they read instead (visually hidden). Bars and
 * the weekday strip are HTML boxes sized with logical properties, so they run right to left in Hebrew by
 * themselves; the trend line is an SVG mirrored in right-to-left pages (it has no text to mirror).
 */
import type { ReactNode } from 'react';
import { DataTable } from '../shared/DataTable';
import { NothingYet } from './parts';

export interface ChartItem {
  key: string;
  label: string;
  value: number;
}

function ChartTable({ caption, head, items, format }: ChartProps & { head: [string, string] }) {
  // Hidden by a box around it: a table is never narrower than its text, so hidden by itself it widens a phone's page.
  return (
    <div className="visually-hidden">
      <DataTable
        caption={caption}
        rows={items}
        rowKey={(item) => item.key}
        columns={[
          { head: head[0], rowHeader: true, cell: (item) => item.label },
          { head: head[1], cell: (item) => format(item.value) },
        ]}
      />
    </div>
  );
}

interface ChartProps {
  caption: string;
  items: readonly ChartItem[];
  format: (value: number) => string;
  /** Column headings of the table behind the chart. */
  head?: [string, string];
}

function Figure({ caption, children, testId }: { caption: string; children: ReactNode; testId?: string }) {
  return (
    <figure className="an-chart" data-testid={testId}>
      <figcaption className="an-chart__caption">{caption}</figcaption>
      {children}
    </figure>
  );
}

/** Horizontal bars, longest = the largest value; with nothing to draw, the screen's "Nothing yet." */
export function BarChart({ caption, items, format, head = ['', ''] }: ChartProps) {
  const max = Math.max(1, ...items.map((item) => item.value));
  if (!items.length)
    return (
      <Figure caption={caption} testId="bar-chart">
        <NothingYet />
      </Figure>
    );
  return (
    <Figure caption={caption} testId="bar-chart">
      <div className="an-bars" aria-hidden="true">
        {items.map((item) => (
          <div key={item.key} className="an-bars__row">
            <span className="an-bars__label">{item.label}</span>
            <span className="an-bars__track">
              <span className="an-bars__bar" style={{ inlineSize: `${(item.value / max) * 100}%` }} />
            </span>
            <span className="an-bars__value">{format(item.value)}</span>
          </div>
        ))}
      </div>
      <ChartTable caption={caption} head={head} items={items} format={format} />
    </Figure>
  );
}

/** A line over evenly spaced points (oldest first), with the first and last labels under it. */
export function TrendLine({ caption, items, format, head = ['', ''] }: ChartProps) {
  const width = 300;
  const height = 80;
  const max = Math.max(1, ...items.map((item) => item.value));
  const step = items.length > 1 ? width / (items.length - 1) : 0;
  const points = items
    .map(
      (item, index) =>
        `${(index * step).toFixed(1)},${(height - (item.value / max) * (height - 4) - 2).toFixed(1)}`,
    )
    .join(' ');
  return (
    <Figure caption={caption} testId="trend-line">
      <div aria-hidden="true">
        <svg
          className="an-line"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <line x1="0" y1={height - 1} x2={width} y2={height - 1} className="an-line__axis" />
          <polyline points={points} className="an-line__path" />
        </svg>
        <div className="an-line__ends">
          <span>{items[0]?.label}</span>
          <span>{items[items.length - 1]?.label}</span>
        </div>
      </div>
      <ChartTable caption={caption} head={head} items={items} format={format} />
    </Figure>
  );
}

/** One cell per item, darker for more (the weekdays). */
export function HeatStrip({ caption, items, format, head = ['', ''] }: ChartProps) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <Figure caption={caption} testId="heat-strip">
      <div className="an-heat" aria-hidden="true">
        {items.map((item) => (
          <div key={item.key} className="an-heat__cell">
            <span
              className="an-heat__swatch"
              style={{ opacity: item.value === 0 ? 0.08 : 0.2 + (0.8 * item.value) / max }}
            />
            <span className="an-heat__label">{item.label}</span>
            <span className="an-heat__value">{format(item.value)}</span>
          </div>
        ))}
      </div>
      <ChartTable caption={caption} head={head} items={items} format={format} />
    </Figure>
  );
}
