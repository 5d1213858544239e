import { visuallyHidden } from '@mui/utils';

interface ChartTableProps {
  caption: string;
  header: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

/**
 * A chart's figures as a table for screen readers (a chart is a picture to them): the exact
 * amounts of the reply, which the browser test also reads.
 */
export function ChartTable({ caption, header, rows }: ChartTableProps) {
  return (
    <table style={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {header.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
