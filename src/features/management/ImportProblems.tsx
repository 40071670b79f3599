import { HTMLTable } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import type { ImportAnswer } from './useBooksImport.ts';
import type { ImportSource } from './importSource.ts';
import { useImportProblemText } from './importProblemMessages.ts';

const messages = defineMessages({
  title: { id: 'management.ImportProblems.title', defaultMessage: 'Problems found', description: 'Caption of the list of a refused file\'s problems' },
  line: { id: 'management.ImportProblems.line', defaultMessage: 'Line', description: 'Column: the file\'s line' },
  column: { id: 'management.ImportProblems.column', defaultMessage: 'Column', description: 'Column: the spreadsheet column' },
  problem: { id: 'management.ImportProblems.problem', defaultMessage: 'Problem', description: 'Column: what is wrong' },
});

/** Every problem of a refused file, with its line (and column), in the reader's language. */
export function ImportProblems({ source, problems }: { source: ImportSource; problems: ImportAnswer['problems'] }) {
  const intl = useIntl();
  const text = useImportProblemText();
  return (
    <HTMLTable compact striped aria-label={intl.formatMessage(messages.title)}>
      <caption className="bp6-text-muted">{intl.formatMessage(messages.title)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.line)}</th>
          <th scope="col">{intl.formatMessage(messages.column)}</th>
          <th scope="col">{intl.formatMessage(messages.problem)}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          // Two problems of one cell are possible: the index keeps the keys apart.
          <tr key={`${problem.line}-${problem.column ?? ''}-${problem.code}-${index}`}>
            <td>{problem.line > 0 ? problem.line : '—'}</td>
            <td>{problem.column ?? '—'}</td>
            <td>{text(source, problem)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
