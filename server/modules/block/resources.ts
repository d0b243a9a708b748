import { Block } from '../../../src/contract';
import { queryColumns, type TableResource, tableResource } from '../../lib/table-resource';
import { blocks } from './tables';

type Row = typeof blocks.$inferSelect;

/** Rows leave as they are: the repository adds each blocked member's nickname to the page. */
export const blockResource = tableResource({
  table: blocks,
  defaultOrder: 'createdAt',
  columns: queryColumns(Block, blocks, ['userUuid', 'rev', 'createdAt']),
  toDto: (row: Row) => row,
} satisfies TableResource<Row, Row>);
