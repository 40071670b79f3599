/** What every tab of a wallet's page knows of it, beside its own fragment. */
export interface WalletScope {
  walletId: string;
  walletName: string;
  organizationId: string;
  organizationName: string;
  /** The user is an editor or owner of the wallet's organization: the tabs offer their changes. */
  canEdit: boolean;
}
