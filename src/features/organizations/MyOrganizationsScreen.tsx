import { H2 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { MyOrganizationsScreenQuery } from '../../../__generated__/MyOrganizationsScreenQuery.graphql.ts';
import { OrganizationTree } from './OrganizationTree.tsx';
import styles from './organizations.module.css';

const messages = defineMessages({
  title: { id: 'organizations.MyOrganizationsScreen.title', defaultMessage: 'My organizations', description: 'Title of the list of the user\'s organizations' },
  intro: {
    id: 'organizations.MyOrganizationsScreen.intro',
    defaultMessage: 'The organizations you belong to, each under its parent. Select one to see its companies, wallets and reports.',
    description: 'What the organizations page shows and what selecting one does',
  },
});

/**
 * /app/my-organizations (spec §2, "Organizations": name and actions; the create form has name and parent): the
 * organizations the user belongs to, as their hierarchy, with select, create, rename or move, and delete.
 */
export function MyOrganizationsScreen() {
  const intl = useIntl();
  const queryRef = useLoaderData<PreloadedQuery<MyOrganizationsScreenQuery>>();
  const data = usePreloadedQuery<MyOrganizationsScreenQuery>(
    graphql`
      query MyOrganizationsScreenQuery($userId: uuid!) {
        ...OrganizationTree_query
      }
    `,
    queryRef,
  );
  return (
    <section aria-labelledby="my-organizations-title">
      <div className={styles.header}>
        <H2 id="my-organizations-title">{intl.formatMessage(messages.title)}</H2>
      </div>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <OrganizationTree query={data} />
    </section>
  );
}
