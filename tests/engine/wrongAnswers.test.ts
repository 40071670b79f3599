/**
 * Wrong answers found against Hasura's own tests (issue 22, item 5): each case in tests/engine/wrongAnswers/ names
 * the Hasura behaviour it follows, over a fixture of its own (char(n), numeric(12,4), money and bigint columns, a
 * permission row limit, relationships for nested inserts) that the portal's schema has no column for.
 */
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('wrongAnswers');
