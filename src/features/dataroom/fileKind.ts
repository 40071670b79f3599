import { AlignLeftIcon, ArchiveIcon, DocumentIcon, MediaIcon, PresentationIcon, ThIcon } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  pdf: { id: 'dataroom.fileKind.pdf', defaultMessage: 'PDF', description: 'Type of a document: a PDF' },
  document: { id: 'dataroom.fileKind.document', defaultMessage: 'Text document', description: 'Type of a document: Word, OpenDocument text, RTF' },
  spreadsheet: { id: 'dataroom.fileKind.spreadsheet', defaultMessage: 'Spreadsheet', description: 'Type of a document: Excel, CSV, OpenDocument spreadsheet' },
  presentation: { id: 'dataroom.fileKind.presentation', defaultMessage: 'Presentation', description: 'Type of a document: PowerPoint, OpenDocument presentation' },
  image: { id: 'dataroom.fileKind.image', defaultMessage: 'Image', description: 'Type of a document: a picture' },
  text: { id: 'dataroom.fileKind.text', defaultMessage: 'Plain text', description: 'Type of a document: plain text' },
  archive: { id: 'dataroom.fileKind.archive', defaultMessage: 'Archive', description: 'Type of a document: a zip or other compressed archive' },
  other: { id: 'dataroom.fileKind.other', defaultMessage: 'File', description: 'Type of a document the portal does not recognise' },
});

export interface FileKind {
  readonly label: MessageDescriptor;
  readonly icon: ComponentType;
}

const KINDS: readonly { test: RegExp; extensions: readonly string[]; kind: FileKind }[] = [
  { test: /^application\/pdf$/, extensions: ['pdf'], kind: { label: messages.pdf, icon: DocumentIcon } },
  {
    test: /(msword|wordprocessingml|opendocument\.text|^application\/rtf$)/, extensions: ['doc', 'docx', 'odt', 'rtf'],
    kind: { label: messages.document, icon: DocumentIcon },
  },
  {
    test: /(ms-excel|spreadsheetml|opendocument\.spreadsheet|^text\/csv$)/, extensions: ['xls', 'xlsx', 'ods', 'csv'],
    kind: { label: messages.spreadsheet, icon: ThIcon },
  },
  {
    test: /(ms-powerpoint|presentationml|opendocument\.presentation)/, extensions: ['ppt', 'pptx', 'odp', 'key'],
    kind: { label: messages.presentation, icon: PresentationIcon },
  },
  { test: /^image\//, extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'], kind: { label: messages.image, icon: MediaIcon } },
  { test: /^text\/plain/, extensions: ['txt', 'md'], kind: { label: messages.text, icon: AlignLeftIcon } },
  { test: /(zip|gzip|x-7z|x-rar|x-tar)/, extensions: ['zip', 'gz', '7z', 'rar', 'tar'], kind: { label: messages.archive, icon: ArchiveIcon } },
];

const OTHER: FileKind = { label: messages.other, icon: DocumentIcon };

/** What a document is, for people: from its type, else from its name's extension. */
export function fileKind(mimeType: string, name: string): FileKind {
  const type = mimeType.toLowerCase();
  const byType = KINDS.find((entry) => entry.test.test(type));
  if (byType) return byType.kind;
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() ?? '' : '';
  return KINDS.find((entry) => entry.extensions.includes(extension))?.kind ?? OTHER;
}
