import { H2 } from '@blueprintjs/core';
import { ArrowLeftIcon, CogIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatCnpj } from '../../../common/cnpj.ts';
import type { CompanyHeader_company$key } from '../../../__generated__/CompanyHeader_company.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DataroomLink } from './DataroomLink.tsx';
import { planModules } from '../../app/organizations/planModules.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import styles from './companies.module.css';

const messages = defineMessages({
  back: { id: 'companies.CompanyHeader.back', defaultMessage: 'My companies', description: 'Link back from a company to the companies list' },
  settings: { id: 'companies.CompanyHeader.settings', defaultMessage: 'Settings', description: 'Link to the company\'s settings (its users)' },
});

const identityMessage = defineMessage<{ taxId: string; organization: string }>({
  id: 'companies.CompanyHeader.identity',
  defaultMessage: 'CNPJ {taxId} · {organization}',
  description: 'Under a company\'s name: its formatted CNPJ and its organization',
});

/**
 * A company page's title: name, formatted CNPJ and organization, with the way back to the list and, unless
 * `actions` replaces them, the links to its settings and dataroom.
 */
export function CompanyHeader({ company, actions }: { company: CompanyHeader_company$key; actions?: ReactNode }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyHeader_company on portfolio_company {
        id
        name
        document
        organization {
          name
          plan {
            configuration
          }
        }
      }
    `,
    company,
  );
  return (
    <>
      <LinkButton variant="minimal" size="small" icon={<ArrowLeftIcon />} to={paths.myCompanies} text={intl.formatMessage(messages.back)} />
      <header className={styles.header}>
        <div>
          <H2>{data.name}</H2>
          <p className={styles.subtitle}>
            {intl.formatMessage(identityMessage, { taxId: formatCnpj(data.document), organization: data.organization.name })}
          </p>
        </div>
        <div className={styles.headerEnd}>
          {actions ?? (
            <>
              <LinkButton icon={<CogIcon />} to={paths.companySettings(data.id)} text={intl.formatMessage(messages.settings)} />
              <DataroomLink companyId={data.id} enabled={planModules(data.organization.plan?.configuration).dataroom} companyName={data.name} />
            </>
          )}
        </div>
      </header>
    </>
  );
}
