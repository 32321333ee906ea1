import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { boxPlotBars, type BoxPlotBox } from '@portal/contract';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { CHART_WORDS, markOf, spanOf, type BoxCentre } from '../lib/plain-words.ts';
import { ChartAxis } from './chart-axis.tsx';
import { ChartTable } from './chart-table.tsx';
import './charts.css';

/** A position on the 0-100 axis, as a share of the track's width. */
const at = (value: number) => `${Math.min(100, Math.max(0, value))}%`;

type BoxPlotChartProps = {
  /** Names the chart and its table: 'Course results'. */
  title: string;
  /** The rows' column in the table: 'Course' or 'Task'. */
  rowsAre: string;
  boxes: BoxPlotBox[];
  centre: BoxCentre;
  /** "Noah's result" */
  resultName: string;
  /** Each row opens its detail (a course's tasks) when given. */
  onPick?: (key: string) => void;
  /** The row to focus on showing, the one whose detail was just left. */
  focusKey?: string | null;
};

/** The five numbers and the result of a row, in the chart's plain words: one sentence, so a translator sees it whole. */
function sentenceOf(i18n: I18n, box: BoxPlotBox, centre: BoxCentre, resultName: string): string {
  const middle = i18n._(spanOf(box.q1, box.q3));
  const mark = markOf(box.centre);
  const range = i18n._(spanOf(box.minimum, box.maximum));
  if (box.result === null) {
    return centre === 'median'
      ? i18n._(
          msg`${resultName}: no result yet; most of the class scored between ${middle}; the class's middle mark ${mark}; the class's lowest and highest marks ${range}.`,
        )
      : i18n._(
          msg`${resultName}: no result yet; most of the class scored between ${middle}; the class's average mark ${mark}; the class's lowest and highest marks ${range}.`,
        );
  }
  const result = markOf(box.result);
  return centre === 'median'
    ? i18n._(
        msg`${resultName} ${result}; most of the class scored between ${middle}; the class's middle mark ${mark}; the class's lowest and highest marks ${range}.`,
      )
    : i18n._(
        msg`${resultName} ${result}; most of the class scored between ${middle}; the class's average mark ${mark}; the class's lowest and highest marks ${range}.`,
      );
}

/** The box of a row: the range as a line, the middle half as a box, the centre as a bar, the result as a dot. */
function Track({ box }: { box: BoxPlotBox }) {
  const span = (from: number, to: number) => ({ '--from': at(from), '--size': at(to - from) }) as CSSProperties;
  return (
    <span className="box-plot__track" aria-hidden="true">
      <span className="box-plot__range" style={span(box.minimum, box.maximum)} />
      <span className="box-plot__box" style={span(box.q1, box.q3)} />
      <span className="box-plot__centre" style={{ '--at': at(box.centre) } as CSSProperties} />
      {box.result === null ? null : <span className="box-plot__result" style={{ '--at': at(box.result) } as CSSProperties} />}
    </span>
  );
}

/** What the box, the line, the bar in the box and the dot are. */
function Legend({ centre, resultName }: { centre: BoxCentre; resultName: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="chart-legend" aria-label={t`What the chart shows`}>
      <li>
        <span className="chart-legend__key chart-legend__key--result" aria-hidden="true" />
        {resultName}
      </li>
      <li>
        <span className="chart-legend__key chart-legend__key--box" aria-hidden="true" />
        {i18n._(CHART_WORDS.middleHalf)}
      </li>
      <li>
        <span className="chart-legend__key chart-legend__key--centre" aria-hidden="true" />
        {i18n._(CHART_WORDS.centre[centre])}
      </li>
      <li>
        <span className="chart-legend__key chart-legend__key--range" aria-hidden="true" />
        {i18n._(CHART_WORDS.range)}
      </li>
    </ul>
  );
}

/**
 * A box plot a family reads (issue 27): one row per course or task, its name above its box so
 * that names never overlap on a phone, the student's result as a dot and the number beside the
 * name, a legend in plain words, and the numbers as a table. A row that opens its detail is
 * one button, as tall as a finger (--target-primary).
 */
export function BoxPlotChart({ title, rowsAre, boxes, centre, resultName, onPick, focusKey }: BoxPlotChartProps) {
  const { i18n } = useLingui();
  const rows = boxPlotBars(boxes).map((bar) => bar.box);
  const id = useId();
  const focusRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => focusRef.current?.focus(), []);
  return (
    <figure className="box-plot" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="visually-hidden">
        {title}
      </figcaption>
      <Legend centre={centre} resultName={resultName} />
      <ul className="box-plot__rows">
        {rows.map((box) => {
          const described = `${id}-${box.key}`;
          const content = (
            <>
              <span className="box-plot__name">
                <span className="box-plot__label">{box.label}</span>
                <span className="box-plot__value" aria-hidden="true">
                  {box.result === null ? '–' : markOf(box.result)}
                </span>
              </span>
              <Track box={box} />
            </>
          );
          return (
            <li key={box.key}>
              {onPick ? (
                <button
                  type="button"
                  className="box-plot__row box-plot__row--pick"
                  aria-describedby={described}
                  ref={box.key === focusKey ? focusRef : undefined}
                  onClick={() => onPick(box.key)}
                >
                  {content}
                </button>
              ) : (
                <div className="box-plot__row">{content}</div>
              )}
              {/* A button's description, read with it; under a plain row, read after it. */}
              <span id={described} className="visually-hidden" hidden={Boolean(onPick)}>
                {sentenceOf(i18n, box, centre, resultName)}
              </span>
            </li>
          );
        })}
      </ul>
      <ChartAxis ticks={[0, 25, 50, 75, 100]} />
      <ChartTable
        caption={title}
        columns={[rowsAre, resultName, i18n._(CHART_WORDS.middleHalf), i18n._(CHART_WORDS.centre[centre]), i18n._(CHART_WORDS.range)]}
        rows={rows.map((box) => ({
          key: box.key,
          name: box.label,
          cells: [
            box.result === null ? i18n._(CHART_WORDS.noResult) : markOf(box.result),
            i18n._(spanOf(box.q1, box.q3)),
            markOf(box.centre),
            i18n._(spanOf(box.minimum, box.maximum)),
          ],
        }))}
      />
    </figure>
  );
}
