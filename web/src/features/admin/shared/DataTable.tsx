import type { ReactNode } from 'react';

/** One column of a data table: its header and what it shows of a row. */
export interface Column<Row> {
  head: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (`<th scope="row">`), as a user's name does. */
  rowHeader?: boolean;
  className?: string;
  dir?: 'ltr' | 'auto';
}

/**
 * A table whose columns are declared once: a header cell per column, then a row per item. A column given as `false`
 * is left out (a column only some reports have).
 */
export function DataTable<Row>(props: {
  className?: string;
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  /** The table's name, for screen readers. */
  caption?: string;
}) {
  const columns = props.columns.filter((column): column is Column<Row> => column !== false);
  return (
    <table className={props.className}>
      {props.caption ? <caption className="visually-hidden">{props.caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} data-testid={props.rowTestId?.(row)}>
            {columns.map((column, index) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={index}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={column.className}
                  dir={column.dir}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
