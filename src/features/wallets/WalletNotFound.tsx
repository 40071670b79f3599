import { NonIdealState } from '@blueprintjs/core';
import { BriefcaseIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  title: { id: 'wallets.WalletNotFound.title', defaultMessage: 'Wallet not found', description: 'A wallet page whose wallet does not exist or is not visible' },
  description: {
    id: 'wallets.WalletNotFound.description',
    defaultMessage: 'This wallet does not exist, or it belongs to an organization you are not a member of.',
    description: 'Why a wallet page shows nothing',
  },
  back: { id: 'wallets.WalletNotFound.back', defaultMessage: 'Go to my wallets', description: 'Link from a missing wallet to the wallets list' },
});

/** What a wallet page shows when its id names no wallet the user can see. */
export function WalletNotFound() {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<BriefcaseIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      action={<LinkButton to={paths.myWallets} text={intl.formatMessage(messages.back)} />}
    />
  );
}
