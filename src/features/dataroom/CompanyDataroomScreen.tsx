import { H3 } from '@blueprintjs/core';
import { CogIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { CompanyDataroomScreenQuery } from '../../../__generated__/CompanyDataroomScreenQuery.graphql.ts';
import { paths } from '../../app/paths.ts';
import { CompanyHeader } from '../companies/CompanyHeader.tsx';
import { CompanyNotFound } from '../companies/CompanyNotFound.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { planModules } from '../../app/organizations/planModules.ts';
import { DataroomFilesTable } from './DataroomFilesTable.tsx';
import { DataroomNotEnabled } from './DataroomNotEnabled.tsx';
import { DataroomUpload } from './DataroomUpload.tsx';
import styles from './dataroom.module.css';

const messages = defineMessages({
  title: { id: 'dataroom.CompanyDataroomScreen.title', defaultMessage: 'Dataroom', description: 'Title of a company\'s dataroom (its shared documents)' },
  details: { id: 'dataroom.CompanyDataroomScreen.details', defaultMessage: 'Details', description: 'Link from the dataroom to the company\'s details' },
  settings: { id: 'dataroom.CompanyDataroomScreen.settings', defaultMessage: 'Settings', description: 'Link from the dataroom to the company\'s settings (its users)' },
  documents: { id: 'dataroom.CompanyDataroomScreen.documents', defaultMessage: 'Documents', description: 'Accessible name of the list of the dataroom\'s documents' },
});

const sharedWithMessage = defineMessage<{ organization: string }>({
  id: 'dataroom.CompanyDataroomScreen.sharedWith',
  defaultMessage: 'The company\'s documents, shared with every member of {organization}. Editors and owners add and delete them.',
  description: 'Under the dataroom\'s title: who sees the documents and who changes them',
});

/**
 * /app/my-companies/{company_id}/dataroom: the company's documents (spec §2, the dataroom link), with their upload,
 * download and deletion; or, when the organization's plan lacks the module, the notice saying how to get it.
 */
export function CompanyDataroomScreen() {
  const intl = useIntl();
  const titleId = useId();
  const queryRef = useLoaderData<PreloadedQuery<CompanyDataroomScreenQuery>>();
  const data = usePreloadedQuery<CompanyDataroomScreenQuery>(
    graphql`
      query CompanyDataroomScreenQuery(
        $companyId: uuid!
        $userId: uuid!
        $where: portfolio_company_file_bool_exp!
        $orderBy: [portfolio_company_file_order_by!]!
        $limit: Int
        $offset: Int!
      ) {
        company: portfolio_company_by_pk(id: $companyId) {
          id
          name
          organization {
            name
            organization_users(where: { user_id: { _eq: $userId } }) {
              role
            }
            plan {
              configuration
            }
          }
          ...CompanyHeader_company
        }
        bucket(id: "dataroom") {
          maxUploadFileSize
        }
        ...DataroomFilesTable_query
      }
    `,
    queryRef,
  );
  const company = data.company;
  if (!company) return <CompanyNotFound />;
  const editor = canEdit(company.organization.organization_users.at(0)?.role);
  const enabled = planModules(company.organization.plan?.configuration).dataroom;
  const actions = (
    <>
      <LinkButton icon={<EyeOpenIcon />} to={paths.company(company.id)} text={intl.formatMessage(messages.details)} />
      <LinkButton icon={<CogIcon />} to={paths.companySettings(company.id)} text={intl.formatMessage(messages.settings)} />
    </>
  );
  return (
    <section aria-labelledby={titleId}>
      <CompanyHeader company={company} actions={actions} />
      <H3 id={titleId}>{intl.formatMessage(messages.title)}</H3>
      {enabled ? (
        <>
          <p className={styles.lead}>{intl.formatMessage(sharedWithMessage, { organization: company.organization.name })}</p>
          <DataroomUpload companyId={company.id} canUpload={editor} maxSize={data.bucket?.maxUploadFileSize ?? null} />
          <DataroomFilesTable
            query={data}
            companyId={company.id}
            companyName={company.name}
            canDelete={editor}
            label={intl.formatMessage(messages.documents)}
          />
        </>
      ) : (
        <DataroomNotEnabled />
      )}
    </section>
  );
}
